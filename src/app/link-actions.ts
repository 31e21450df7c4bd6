import { loadOnDemand } from "../components/load-on-demand";
import type { LinkActions } from "../components/site-link/link-context";
import { endSessionOnThisDevice } from "../features/loyalty/core/session/end-session-here";

const loadLogOut = () => import("../features/loyalty/core/session/log-out");

/** What links ask of the member area; its code loads only when a link needs it. */
export const linkActions: LinkActions = {
  // If the member code cannot load, the member is logged out all the same, on this device.
  logOut: () =>
    void loadOnDemand(loadLogOut).then(
      ({ logOut }) => logOut(),
      (error: unknown) => {
        console.warn("Logout: the member code could not load; the session ends on this device.", error);
        endSessionOnThisDevice();
      },
    ),
};
