import { siteConfig } from "../../../../config/site-config";
import { builtTicketingUrl } from "../../../../config/ticketing-url";
import { resolveLoyaltySettings } from "./resolve-loyalty-settings";

/** This site's loyalty settings (SPEC §3, §4); the ticketing URL is the build's one (src/config/ticketing-url.ts). */
export const loyaltySettings = resolveLoyaltySettings({
  ...siteConfig,
  loyalty: { ...siteConfig.loyalty, ticketingUrl: builtTicketingUrl() },
});
