import { z } from "zod";
import site from "../../content/site.json";
import { builtTicketingUrl, resolveTicketingUrl } from "../config/ticketing-url";
import { loyaltyVersionOf, type LoyaltyVersion } from "../lib/loyalty-api";
import type { TrustedProxies } from "./http/client-address";

export interface ServerConfig {
  /** Origin (and optional base path) of the loyalty backend; never ends with "/". */
  loyaltyApiUrl: URL;
  /** Base of the ticketing site the redirect endpoints send to: the build's (src/config/ticketing-url.ts). */
  ticketingUrl: URL;
  /** The site's public origin: every link the server has built (reset mails) points there. */
  siteUrl: URL;
  upstreamTimeoutMs: number;
  /** The reverse proxies in front of us whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustedProxies: TrustedProxies;
  /**
   * The header in which the host names the visitor's address and which no visitor can set (CLIENT_ADDRESS_HEADER,
   * Netlify's `x-nf-client-connection-ip`); when set, it is read instead of the socket and X-Forwarded-For.
   */
  clientAddressHeader: string | null;
  /** Redis shared by every instance (the throttle counters, the refresh replay); null keeps them in process memory. */
  sharedStoreUrl: string | null;
  /** The loyalty API version the site speaks (SPEC §4, from its provider): the proxy refuses the other version's routes. */
  loyaltyVersion: LoyaltyVersion;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; message: string };

export type Env = Readonly<Record<string, string | undefined>>;

/** An unset or empty variable takes the fallback, which is validated like a set one. */
const withFallback = <T extends z.ZodType>(schema: T, fallback: string) =>
  z.preprocess((value) => (value === undefined || value === "" ? fallback : value), schema);

const baseUrl = z
  .url({ protocol: /^https?$/ })
  .refine((raw) => {
    if (!URL.canParse(raw)) return true; // already reported by .url()
    const url = new URL(raw);
    return !url.username && !url.password && !url.search && !url.hash;
  }, "must not carry credentials, a query or a fragment")
  .transform((raw) => new URL(raw.replace(/\/+$/, "")));

/** An origin only: scheme, host and port, nothing after. */
const origin = z
  .url({ protocol: /^https?$/ })
  .refine(
    (raw) => !URL.canParse(raw) || new URL(raw).href === `${new URL(raw).origin}/`,
    "must be an origin (no path, query or credentials)",
  )
  .transform((raw) => new URL(new URL(raw).origin));

/** "loopback": one proxy on this machine, `npm start`'s front door (scripts/front-door.ts). */
const trustProxy = z
  .string()
  .regex(/^(true|false|loopback|\d{1,2})$/, 'expected "true", "false", "loopback" or a number of proxy hops')
  .transform((value): TrustedProxies =>
    value === "loopback"
      ? { hops: 1, loopbackOnly: true }
      : { hops: value === "true" ? 1 : value === "false" ? 0 : Number(value), loopbackOnly: false },
  );

const redisUrl = z.url({ protocol: /^rediss?$/ });
const unsetAsNull = (value: unknown) => (value === undefined || value === "" ? null : value);

/**
 * The build's CLIENT_ADDRESS_HEADER. In the Functions, Gatsby's webpack freezes `process.env.X` to its build-time
 * value: netlify.toml's variables reach the build only, and so reach the Functions this way.
 */
const builtClientAddressHeader = (): string | undefined => process.env.CLIENT_ADDRESS_HEADER;

const envSchema = z.object({
  LOYALTY_API_URL: withFallback(baseUrl, "http://127.0.0.1:4010"),
  TICKETING_URL: z.preprocess((value) => (value === "" ? undefined : value), baseUrl.optional()),
  SITE_URL: withFallback(origin, site.domain),
  LOYALTY_UPSTREAM_TIMEOUT_MS: withFallback(z.coerce.number().int().min(1).max(120_000), "8000"),
  TRUST_PROXY: withFallback(trustProxy, "false"),
  CLIENT_ADDRESS_HEADER: z.preprocess(
    (value) => unsetAsNull(value) ?? unsetAsNull(builtClientAddressHeader()),
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, "expected an HTTP header name")
      .transform((name) => name.toLowerCase())
      .nullable(),
  ),
  REDIS_URL: z.preprocess(unsetAsNull, redisUrl.nullable()),
  /** The shared store's former name, from when it held only the throttle's counters. */
  THROTTLE_REDIS_URL: z.preprocess(unsetAsNull, redisUrl.nullable()),
});

/**
 * Validates the server environment; an invalid one becomes an error answer, not a crash.
 * The ticketing URL is the one the site was built with (the browser hand-off uses
 * it too); a run-time TICKETING_URL that says otherwise is a configuration error,
 * not a second ticketing site. The loyalty provider is the site's (content/site.json);
 * tests pass another one.
 */
export function loadServerConfig(
  env: Env,
  ticketingUrlOfBuild: string = builtTicketingUrl(),
  provider: string = site.loyalty.provider,
): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    return { ok: false, message: `Invalid server configuration (${issues.join("; ")}).` };
  }
  const values = parsed.data;
  if (values.TICKETING_URL && resolveTicketingUrl(values.TICKETING_URL.href) !== ticketingUrlOfBuild) {
    return {
      ok: false,
      message: `Invalid server configuration (TICKETING_URL: ${values.TICKETING_URL.href} differs from the URL the site was built with, ${ticketingUrlOfBuild}; build again with it).`,
    };
  }
  return {
    ok: true,
    config: {
      loyaltyApiUrl: values.LOYALTY_API_URL,
      ticketingUrl: new URL(ticketingUrlOfBuild),
      siteUrl: values.SITE_URL,
      upstreamTimeoutMs: values.LOYALTY_UPSTREAM_TIMEOUT_MS,
      trustedProxies: values.TRUST_PROXY,
      clientAddressHeader: values.CLIENT_ADDRESS_HEADER,
      sharedStoreUrl: values.REDIS_URL ?? values.THROTTLE_REDIS_URL,
      loyaltyVersion: loyaltyVersionOf(provider),
    },
  };
}

/**
 * The real process environment at run time. Gatsby compiles Functions with
 * webpack's DefinePlugin, which freezes `process.env.X` to build-time values;
 * going through globalThis keeps the variables of `gatsby serve` visible.
 */
export const runtimeEnv = (): Env => globalThis.process?.env ?? {};
