import { contentSecurityPolicy, type CspSettings } from "./content-security-policy";

/** Gatsby's `headers` format (gatsby-config), also applied by `npm start` (scripts/serve-security-headers.cjs). */
export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export interface SecurityHeaderSettings extends CspSettings {
  /** Paths of the ticketing hand-off pages: they never send a Referer to the ticketing site. */
  handoffPaths: readonly string[];
  /** The website manager's live preview: its path prefix and the content-management app's origins that may frame it. */
  preview: { prefix: string; origins: readonly string[] };
}

const ONE_YEAR = 31_536_000;

/** Browser features the site never uses, refused to every frame. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Old browsers without frame-ancestors; it cannot name several sites, so only when none is allowed. */
const sendsFrameOptions = (settings: CspSettings) => settings.allowedEmbeddingDomains.length === 0;

/** The headers of every response, pages and files alike (Functions keep their own stricter ones). */
export function siteSecurityHeaders(settings: CspSettings): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(settings),
    ...(sendsFrameOptions(settings) ? { "X-Frame-Options": "SAMEORIGIN" } : {}),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Strict-Transport-Security": `max-age=${ONE_YEAR}`,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

const toList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** Every path gets the site's headers; a hand-off page also sends no referrer at all. */
export function securityHeaderRules(settings: SecurityHeaderSettings): HeaderRule[] {
  return [
    { source: "/*", headers: toList(siteSecurityHeaders(settings)) },
    ...settings.handoffPaths.map((source) => ({ source, headers: [{ key: "Referrer-Policy", value: "no-referrer" }] })),
    {
      // Preview pages: framed by the content-management app only (frame-ancestors overrides X-Frame-Options), never indexed.
      source: `${settings.preview.prefix}/*`,
      headers: [
        {
          key: "Content-Security-Policy",
          value: contentSecurityPolicy({ ...settings, allowedEmbeddingDomains: settings.preview.origins }),
        },
        { key: "X-Robots-Tag", value: "noindex" },
        // A rule can only override the site-wide SAMEORIGIN, not remove it; SAMEORIGIN would make a browser without
        // frame-ancestors refuse the app's frame. ALLOWALL is the HTML standard's "embedding allowed" (and an
        // unknown value to older browsers, which then ignore the header): frame-ancestors alone decides.
        ...(sendsFrameOptions(settings) ? [{ key: "X-Frame-Options", value: "ALLOWALL" }] : []),
        // The app may open the preview in a window and wait for its "mounted" message: keep the opener.
        { key: "Cross-Origin-Opener-Policy", value: "unsafe-none" },
      ],
    },
  ];
}
