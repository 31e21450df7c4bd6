import type { LinkActions } from "../components/site-link/link-context";

/** What links ask of the member area; its code loads only when a link needs it. */
export const linkActions: LinkActions = {
  logOut: () => void import("../features/loyalty/core/session/log-out").then(({ logOut }) => logOut()),
};
