import { absoluteUrl, paths } from "../../../../config/paths";
import { builtTicketingUrl } from "../../../../config/ticketing-url";
import { followableUrl } from "../../../../lib/links/followable-url";

/** Where the portal sends the member back: « Mon profil » on the site's configured domain, never the page's own URL. */
export const portalReturnUrl = () => absoluteUrl(paths.accountProfile());

/** The build's ticketing origin: the one http origin a portal may have (the sandbox's stand-in in development). */
export const ticketingOrigin = () => new URL(builtTicketingUrl()).origin;

/**
 * The portal address the member may be sent to, or null: an https URL without credentials, or one on the configured
 * ticketing origin (the sandbox plays the payment provider there in development). Anything else (javascript:, data:,
 * plain http elsewhere, not a URL) is refused.
 */
export const safePortalUrl = (answer: unknown, trustedOrigin: string = ticketingOrigin()): string | null =>
  followableUrl(answer, (url) => url.protocol === "https:" || url.origin === trustedOrigin);
