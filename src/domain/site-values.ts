// The named values of the site configuration, without zod: the browser (the preview's messages) and the
// sandbox import them from here, the schema (site-schema.ts) builds its enums from them.

/** The loyalty providers a site can name (SPEC §3 `provider`). */
export const LOYALTY_PROVIDERS = ["NONE", "BOOST_POS", "BOOST_POS_WITHOUT_LOYALTY", "TAPOS", "CGR", "RTS", "VISTA"] as const;
export type LoyaltyProvider = (typeof LOYALTY_PROVIDERS)[number];

/** Where ads may show (SPEC §3 `adsLocation`). */
export const ADS_LOCATIONS = ["INTERSTITIAL", "PAGES_BOTTOM", "PAGES_TOP", "PULSE"] as const;
export type AdsLocationSetting = (typeof ADS_LOCATIONS)[number];

/** The shell's layout choices (site configuration `layout`, preview messages). */
export const HEADER_LAYOUTS = ["classic", "centered"] as const;
export const FOOTER_LAYOUTS = ["columns", "compact"] as const;
export const LOGO_SIZES = ["small", "medium", "large"] as const;
