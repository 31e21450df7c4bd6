import type { GatsbyBrowser } from "gatsby";
import { localizeRouteAnnouncer } from "../features/navigation/localize-route-announcer";

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  localizeRouteAnnouncer();
};
