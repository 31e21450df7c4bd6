import site from "../../../content/site.json";
import { builtTicketingUrl } from "../../config/ticketing-url";
import { paths, PREVIEW_PREFIX } from "../../config/paths";
import { buildTrackingSettings } from "../../config/tracking-settings";
import { previewOrigins } from "../../config/preview-origins";
import { TICKETING_SEGMENTS } from "../../lib/ticketing-segments";
import { securityHeaderRules, type HeaderRule } from "./security-headers";

/** This site's header rules, from content/site.json: gatsby-config's `headers` and npm start's. */
export const siteSecurityHeaderRules = (): HeaderRule[] =>
  securityHeaderRules({
    ticketingUrl: builtTicketingUrl(),
    allowedEmbeddingDomains: site.allowedEmbeddingDomains,
    recaptchaSiteKey: site.loyalty.recaptchaSiteKey,
    tracking: buildTrackingSettings,
    handoffPaths: TICKETING_SEGMENTS.map((segment) => paths.handoff(segment)),
    preview: { prefix: PREVIEW_PREFIX, origins: previewOrigins() },
  });
