import site from "../../content/site.json";

/**
 * The one ticketing base URL (SPEC §2, §4): `TICKETING_URL` of the build's
 * environment, else `loyalty.ticketingUrl` of content/site.json. Fixed at build
 * time and used by the browser hand-off, the redirect Functions and the
 * Content-Security-Policy (form-action), so JavaScript and no-JavaScript bookings
 * always go to the same site. Returned without a trailing slash.
 */
export function resolveTicketingUrl(fromEnv: string | undefined, fromSite: string = site.loyalty.ticketingUrl): string {
  const raw = fromEnv || fromSite;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(
      `TICKETING_URL / loyalty.ticketingUrl: "${raw}" is not an http(s) base URL without credentials, query or fragment`,
    );
  }
  return url.href.replace(/\/+$/, "");
}

/**
 * The URL this build was made with. In the Functions, Gatsby's webpack freezes
 * `process.env.TICKETING_URL` to its build-time value; in the browser bundle
 * `__TICKETING_URL__` carries it (src/config/build-globals.ts); in Node.js (build, tests) it is read live.
 */
export const builtTicketingUrl = (): string =>
  typeof __TICKETING_URL__ === "string" ? __TICKETING_URL__ : resolveTicketingUrl(process.env.TICKETING_URL);
