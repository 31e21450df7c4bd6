import type { GatsbyBrowser } from "gatsby";
import { hideDelayedNavigation, showDelayedNavigation } from "../features/navigation/delayed-navigation";
import { localizeRouteAnnouncer } from "../features/navigation/localize-route-announcer";
import { reportFailedScripts } from "../features/navigation/report-failed-scripts";
import { keepPageOfflineWhenControlled, startServiceWorker } from "../features/offline/service-worker-start";
import { acceptBuildHashAfterReload, limitBuildHashReloads } from "./build-hash-reload";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  limitBuildHashReloads();
  reportFailedScripts();
};

/** Marks the document once React has hydrated it (end-to-end tests wait for it before typing). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
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
