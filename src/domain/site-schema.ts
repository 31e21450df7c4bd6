import { z } from "zod";
import { ADS_LOCATIONS, FOOTER_LAYOUTS, HEADER_LAYOUTS, LOGO_SIZES, LOYALTY_PROVIDERS } from "./site-values";

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "expected a colour #RRGGBB");
const roundness = z.enum(["none", "small", "medium", "large"]);
const numericId = z.string().regex(/^\d{1,10}$/, "expected 1 to 10 digits");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected lowercase words joined by hyphens");

export const ADS_DISPLAY = ["NONE", "PROGRAMMATIC", "CUSTOM", "CUSTOM_WITHOUT_WRAPPER", "RESTRICTED"] as const;

const colorsSchema = z.strictObject({
  brand1: hexColor,
  brand2: hexColor,
  brand3: hexColor,
  brand4: hexColor,
  brand5: hexColor,
  brand6: hexColor,
});
const paletteSchema = z.strictObject({
  muted: hexColor,
  accent: hexColor,
  primary: hexColor,
  highlight: hexColor,
  background: hexColor,
  headerBackground: hexColor,
  footerBackground: hexColor,
});

const themeSchema = z.strictObject({
  colors: colorsSchema,
  palette: paletteSchema,
  /**
   * Colour modes: the dark scheme's colours and the mode a first visit gets ("system" follows the
   * device). Without it the site has its light scheme only. See docs/offline.md, « Colour mode ».
   */
  colorModes: z
    .strictObject({
      default: z.enum(["light", "dark", "system"]),
      dark: z.strictObject({ colors: colorsSchema, palette: paletteSchema }),
    })
    .optional(),
  /** Menu tints (SPEC §9): a percentage of the palette colour mixed with white. */
  menu: z.strictObject({
    paletteColor: z.enum(["muted", "accent", "primary", "highlight", "background", "headerBackground", "footerBackground"]),
    backgroundTintShade: z.int().min(0).max(100),
    headerFooterTintShade: z.int().min(0).max(100),
  }),
  fonts: z.strictObject({ body: z.string().min(1), heading: z.string().min(1) }),
  fontWeights: z.strictObject({
    body: z.int().min(100).max(900),
    bold: z.int().min(100).max(900),
    heading: z.int().min(100).max(900),
  }),
  fontStyles: z.strictObject({ heading: z.enum(["normal", "uppercase"]) }),
});

const loyaltySchema = z.strictObject({
  provider: z.enum(LOYALTY_PROVIDERS).default("NONE"),
  type: z.enum(["NONE", "TIERED", "NON_TIERED"]).default("NONE"),
  clubId: numericId,
  /** Loyalty circuit id; CGR ignores it and uses the site's circuit (SPEC §4). */
  circuitId: numericId.nullable().default(null),
  ticketingUrl: z.url({ protocol: /^https?$/ }),
  includeActivation: z.boolean(),
  includeActivationCardNumber: z.boolean(),
  includeActivationPhoneNumber: z.boolean(),
  balanceTypes: z.array(z.enum(["POINTS", "VISITS", "CREDIT"])),
  scannableCodeFormat: z.enum(["QR_CODE", "BARCODE"]).default("QR_CODE"),
  accessFromHeader: z.boolean(),
  guestHeaderAccessLabel: z.string().min(1),
  guestSignupTabButton: z.string().min(1),
  guestSignupTabText: z.string().min(1),
  loggedInHeaderAccessLabel: z.string().min(1),
  loggedInMenu: z.array(z.strictObject({ label: z.string().min(1), path: z.string().regex(/^\/[^/\\]/) })),
  includeWatchlist: z.boolean(),
  cardType: z.enum(["DEMATERIALIZED", "PHYSICAL"]).default("DEMATERIALIZED"),
  allowExpiredLogin: z.boolean().default(false),
  displayOriginalErrorMessage: z.boolean().default(false),
  /** Lifetime of the session cookie. */
  sessionCookieHours: z
    .number()
    .positive()
    .max(24 * 400),
  /** reCAPTCHA v3 site key; null disables the captcha (the demo). */
  recaptchaSiteKey: z.string().min(1).nullable(),
});

/** A footer link shown on phones: a label and any link target (SPEC §2 link rules apply). */
export const footerMobileLinkSchema = z.strictObject({ label: z.string().min(1).max(60), to: z.string().min(1).max(500) });

/** The shell's layout; the website manager's preview may switch each value live. */
const layoutSchema = z.strictObject({
  headerLayout: z.enum(HEADER_LAYOUTS),
  footerLayout: z.enum(FOOTER_LAYOUTS),
  logoSize: z.enum(LOGO_SIZES),
  hasSearch: z.boolean(),
  footerMobileLinks: z.array(footerMobileLinkSchema).max(6),
});

/** The content-management app allowed to frame preview pages and message them (SPEC §1). */
const previewSchema = z.strictObject({
  stagingOrigin: z.url({ protocol: /^https?$/ }),
  productionOrigin: z.url({ protocol: /^https?$/ }),
});

/** Consent banner (SPEC §9 switches): used only when not disabled and a notice id exists. */
const consentSchema = z.strictObject({
  /** The disable-consent flag: no banner, nothing waits for consent (for sites outside consent laws). */
  disabled: z.boolean().default(false),
  /** Didomi notice id; falls back to cookieBannerDidomiId. */
  noticeId: z.string().min(1).nullable().default(null),
  /** Didomi public API key (the loader's path, see docs/consent-analytics-ads.md). */
  didomiApiKey: z
    .string()
    .regex(/^[\w-]+$/)
    .nullable()
    .default(null),
});

/** Analytics switches of SPEC §9. */
const analyticsSchema = z.strictObject({
  enableGoogleAnalytics: z.boolean().default(false),
  enableMovio: z.boolean().default(false),
  movioCustomerId: z
    .string()
    .regex(/^[\w-]+$/)
    .nullable()
    .default(null),
  adobeLaunchSrc: z
    .url({ protocol: /^https$/ })
    .nullable()
    .default(null),
});

/** Ad platform values SPEC §9 leaves to configuration. */
const adsSchema = z.strictObject({
  networkId: z.string().regex(/^\d+$/),
  frenchNetworkId: z.string().regex(/^\d+$/),
  /** JSON: { [adPosition]: { [viewportWidth]: sizes } } (SPEC §5). */
  sizeMapping: z.string().nullable().default(null),
});

const notDeferred = z.literal(false, {
  error: "must be false: every page is pre-rendered at build (Deferred Static Generation is not used, docs/decisions.md)",
});

export const siteSchema = z.strictObject({
  name: z.string().min(1),
  /** The installed web app's name under its icon (the manifest's short_name; launchers cut longer names). */
  shortName: z.string().min(1).max(12),
  locale: z.literal("fr-FR"),
  timeZone: z.string().min(1),
  country: z.strictObject({
    code: z.string().length(2),
    iso31661A2: z.string().length(2),
    iso31661A3: z.string().length(3),
  }),
  allCountries: z.array(z.strictObject({ iso31661A2: z.string().length(2), dialCode: z.string().regex(/^\+\d{1,4}$/) })),
  websiteId: numericId,
  trackers: z.array(z.strictObject({ type: z.string().min(1), token: z.string().min(1) })),
  /** The site is one cinema's: pages, member area and structured data name one theatre (docs/decisions.md). */
  isSingleLocation: z.literal(true, {
    error: "must be true: the site is built for one cinema (a site for several is not built yet, docs/decisions.md)",
  }),
  relatedEntityType: z.literal("Theater"),
  theaterIds: z.array(numericId).min(1),
  allowedEmbeddingDomains: z.array(z.string()),
  roundness: z.strictObject({ buttons: roundness, content: roundness }),
  globalExcludedMovieIds: z.array(z.string()),
  movieOrderIndex: z.array(z.string()),
  /** Every page is pre-rendered by the daily build: no page type is deferred (docs/decisions.md). */
  defer: z.strictObject({ standard: notDeferred, event: notDeferred, movie: notDeferred, theater: notDeferred }),
  pathPrefix: z.string().regex(/^(\/[a-z0-9-]+)*$/),
  theme: themeSchema,
  cookieBannerDidomiId: z.string().nullable(),
  adsDisplay: z.enum(ADS_DISPLAY),
  adsLocation: z.array(z.enum(ADS_LOCATIONS)),
  adsCustom: z.string().nullable(),
  enableTargettTracking: z.boolean(),
  consent: consentSchema,
  analytics: analyticsSchema,
  ads: adsSchema,
  circuit: z.strictObject({ name: z.string().min(1), id: numericId, slug }),
  /** Public origin of the site, e.g. https://www.cinema-lumiere-vercors.fr */
  domain: z.url({ protocol: /^https?$/ }),
  logo: z.strictObject({ src: z.string().startsWith("/"), alt: z.string().min(1) }),
  privacyPolicySlug: slug,
  loginSlug: slug,
  moviePermalinkPrefix: slug,
  loyalty: loyaltySchema,
  /** Ticketing-provider embedded mode: booking URLs lead to the internal booking route (SPEC §2). */
  ticketingProviderEmbedded: z.boolean(),
  layout: layoutSchema,
  preview: previewSchema,
});

export type SiteConfig = z.infer<typeof siteSchema>;
export type Theme = SiteConfig["theme"];
export type LoyaltyConfig = SiteConfig["loyalty"];
export type SiteLayout = SiteConfig["layout"];
