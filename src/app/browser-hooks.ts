import type { GatsbyBrowser } from "gatsby";
import type * as DelayedNavigation from "../features/navigation/delayed-navigation";
import { markPageHydrated } from "../components/use-hydrated";
import { holdArrivalToken, startTokenLogin } from "../features/loyalty/core/session/token-arrival";
import { localizeRouteAnnouncer } from "../features/navigation/localize-route-announcer";
import { reportFailedScripts } from "../features/navigation/report-failed-scripts";
import { keepPageOfflineWhenControlled, startServiceWorker } from "../features/offline/service-worker-start";
import { acceptBuildHashAfterReload, limitBuildHashReloads } from "./build-hash-reload";
import { hydrateInSlices } from "./hydrate-in-slices";
import { loadTrackingPartsForHydration } from "../features/tracking";

/** Gatsby awaits this promise (production-app's apiRunnerAsync) before it loads page data and hydrates. */
export const onClientEntry = (): Promise<void> => {
  // Before the router reads the address: a ticketing token leaves it at once, held until Gatsby renders.
  holdArrivalToken();
  limitBuildHashReloads();
  reportFailedScripts();
  // Where the pages show ad containers or « Gérer mes cookies », their code arrives before hydration.
  return loadTrackingPartsForHydration();
};

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices;

/** Marks the document once React has hydrated it (end-to-end tests wait for it before typing). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markPageHydrated();
  document.documentElement.dataset.hydrated = "true";
  acceptBuildHashAfterReload(window.location.pathname);
  startServiceWorker();
};

/**
 * The progress indicator of a slow navigation (SPEC §9) is out of the first load: its chunk is asked for at the
 * first route update (hydration's), long before a navigation can need it; shown and hidden in call order. Its
 * chunk name puts it in the worker's precache (src/builder/writers/write-service-worker.ts).
 */
const withDelayedNavigation = (use: (indicator: typeof DelayedNavigation) => void) =>
  import(/* webpackChunkName: "navigation-progress" */ "../features/navigation/delayed-navigation").then(use, () => {
    // Offline or a new deployment: the navigation itself says so (page-loading, SPEC §8); no indicator.
  });

export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  void withDelayedNavigation((indicator) => indicator.showDelayedNavigation());
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  // The first comes once Gatsby's start-up build-hash check has passed (production-app.js reloads before rendering).
  startTokenLogin();
  localizeRouteAnnouncer();
  void withDelayedNavigation((indicator) => indicator.hideDelayedNavigation());
  keepPageOfflineWhenControlled(location.pathname);
};
