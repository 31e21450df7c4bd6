import type { LinkActions } from "../components/site-link/link-context";
import { hasSessionCookie } from "../features/loyalty/session/session-presence";

/** What links ask of the member area; its code loads only when a link needs it. */
export const linkActions: LinkActions = {
  logOut: () => void import("../features/loyalty/session/log-out").then(({ logOut }) => logOut()),
  sessionToken: async () => {
    if (!hasSessionCookie()) return null;
    const { readSessionCookie } = await import("../features/loyalty/session/session-cookie");
    return readSessionCookie()?.token ?? null;
  },
};
