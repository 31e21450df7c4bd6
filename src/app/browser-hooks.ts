import type { GatsbyBrowser } from "gatsby";
import { localizeRouteAnnouncer } from "../features/navigation/localize-route-announcer";

/** Marks the document once React has hydrated it (end-to-end tests wait for it before typing). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  localizeRouteAnnouncer();
};
