import type { GatsbyBrowser } from "gatsby";
import { markPageHydrated } from "../components/use-hydrated";
import { hideDelayedNavigation, showDelayedNavigation } from "../features/navigation/delayed-navigation";
import { startTokenLogin } from "../features/loyalty/core/session/token-arrival";
import { localizeRouteAnnouncer } from "../features/navigation/localize-route-announcer";
import { prefetchEachPageOnce } from "../features/navigation/prefetch-each-page-once";
import { reportFailedScripts } from "../features/navigation/report-failed-scripts";
import { keepPageOfflineWhenControlled, startServiceWorker } from "../features/offline/service-worker-start";
import { acceptBuildHashAfterReload, limitBuildHashReloads } from "./build-hash-reload";
import { hydrateInSlices } from "./hydrate-in-slices";
import { loadTrackingPartsForHydration } from "../features/tracking";

/** Gatsby awaits this promise (production-app's apiRunnerAsync) before it loads page data and hydrates. */
export const onClientEntry = (): Promise<void> => {
  // Before the router reads the address: a ticketing token leaves it at once.
  startTokenLogin();
  limitBuildHashReloads();
  reportFailedScripts();
  const { ___loader: loader } = window as unknown as { ___loader?: Parameters<typeof prefetchEachPageOnce>[0] };
  if (loader) prefetchEachPageOnce(loader, () => window.location.pathname);
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

export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  showDelayedNavigation();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  localizeRouteAnnouncer();
  hideDelayedNavigation();
  keepPageOfflineWhenControlled(location.pathname);
};
