import { trackingCspSources } from "../../lib/tracking/csp-sources";
import type { TrackingSettings } from "../../lib/tracking/settings";
import { INLINE_SCRIPT_SOURCES } from "./script-hashes";

export const CSP_DIRECTIVES = [
  "default-src",
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "form-action",
  "frame-ancestors",
  "base-uri",
  "object-src",
] as const;

export type CspDirective = (typeof CSP_DIRECTIVES)[number];

/** What one feature needs from the policy: sources added to directives. */
export type CspSources = Partial<Record<CspDirective, readonly string[]>>;

/** What the policy depends on in the site's settings. */
export interface CspSettings {
  /** Base URL of the ticketing site (the hand-off posts a form to it). */
  ticketingUrl: string;
  /** Sites allowed to show the site in a frame (`allowedEmbeddingDomains`); none means only the site itself. */
  allowedEmbeddingDomains: readonly string[];
  recaptchaSiteKey: string | null;
  /** Consent banner, analytics and ads: their origins only when switched on (docs/consent-analytics-ads.md). */
  tracking?: TrackingSettings | null;
}

/**
 * The site itself: its own scripts plus the boot script's hash, styled-components'
 * <style> elements ('unsafe-inline' in style-src only), its pictures and data:
 * images, its own Functions.
 */
const siteSources = (): CspSources => ({
  "default-src": ["'self'"],
  "script-src": ["'self'", ...INLINE_SCRIPT_SOURCES],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'none'"],
  "form-action": ["'self'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
});

/** The ticketing hand-off posts the member's token in a form (version 3, SPEC §4). */
const ticketingSources = (ticketingUrl: string): CspSources => ({ "form-action": [new URL(ticketingUrl).origin] });

/** reCAPTCHA v3 on the login form, only when a site key is set. */
const recaptchaSources = (siteKey: string | null): CspSources =>
  siteKey
    ? {
        "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
        "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
        "connect-src": ["https://www.google.com/recaptcha/"],
      }
    : {};

/** A host source such as `partner.example`, `https://partner.example` or `https://*.partner.example:8443`. */
const HOST_SOURCE = /^(https?:\/\/)?(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

const embeddingSources = (domains: readonly string[]): CspSources => {
  for (const domain of domains) {
    if (!HOST_SOURCE.test(domain)) throw new Error(`allowedEmbeddingDomains: "${domain}" is not a host such as partner.example`);
  }
  return { "frame-ancestors": ["'self'", ...domains] };
};

/**
 * One contribution per feature. A feature that loads something from another
 * origin (consent banner, analytics, ads…) adds its function here, enabled by
 * its own setting. See docs/security.md.
 */
export const cspContributions = (settings: CspSettings): CspSources[] => [
  siteSources(),
  ticketingSources(settings.ticketingUrl),
  recaptchaSources(settings.recaptchaSiteKey),
  embeddingSources(settings.allowedEmbeddingDomains),
  trackingCspSources(settings.tracking),
];

/** Merges contributions into one header value; 'none' gives way once a directive gets a real source. */
export function buildContentSecurityPolicy(contributions: readonly CspSources[]): string {
  const merged = new Map<CspDirective, string[]>();
  for (const contribution of contributions) {
    for (const directive of CSP_DIRECTIVES) {
      for (const source of contribution[directive] ?? []) {
        const sources = merged.get(directive) ?? [];
        if (!sources.includes(source)) sources.push(source);
        merged.set(directive, sources);
      }
    }
  }
  return CSP_DIRECTIVES.filter((directive) => merged.has(directive))
    .map((directive) => {
      const sources = merged.get(directive)!;
      const real = sources.filter((source) => source !== "'none'");
      return `${directive} ${(real.length > 0 ? real : ["'none'"]).join(" ")}`;
    })
    .join("; ");
}

export const contentSecurityPolicy = (settings: CspSettings): string => buildContentSecurityPolicy(cspContributions(settings));
