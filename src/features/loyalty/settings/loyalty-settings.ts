import { siteConfig } from "../../../config/site-config";
import { resolveLoyaltySettings } from "./resolve-loyalty-settings";

/** This site's loyalty settings (SPEC §3, §4). */
export const loyaltySettings = resolveLoyaltySettings(siteConfig);
