import type { BrowserContext, Request } from "@playwright/test";

/** Google's reCAPTCHA hosts: the script (www.google.com/recaptcha/api.js) and what it loads next (gstatic). */
const RECAPTCHA_REQUEST = /^https:\/\/(www\.google\.com|www\.gstatic\.com|recaptcha\.google\.com)\/recaptcha\//;

/**
 * A stand-in of Google's script that follows its documented v3 API: `api.js?render={siteKey}` defines
 * `grecaptcha.ready(callback)` and `grecaptcha.execute(siteKey, { action })`, which resolves to a token and
 * rejects for a key the script was not loaded with. Its tokens are `{action}.{random}`, the shape the sandbox
 * checks in place of Google's siteverify (sandbox/src/domain/captcha.ts).
 */
const standInScript = (renderKey: string) => `(() => {
  const renderKey = ${JSON.stringify(renderKey)};
  let ready = false;
  const waiting = [];
  window.grecaptcha = {
    ready(callback) {
      if (ready) callback();
      else waiting.push(callback);
    },
    execute(siteKey, options) {
      if (siteKey !== renderKey) return Promise.reject(new Error("Invalid site key or not loaded in api.js: " + siteKey));
      return Promise.resolve(options.action + "." + crypto.randomUUID());
    },
  };
  setTimeout(() => {
    ready = true;
    waiting.splice(0).forEach((callback) => callback());
  }, 0);
})();`;

/**
 * Answers every reCAPTCHA request of `context` with the stand-in (nothing reaches Google) and returns the
 * list of those requests, to check when the page asked for the script.
 */
export async function installRecaptchaStandIn(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = [];
  await context.route(RECAPTCHA_REQUEST, async (route) => {
    requests.push(route.request());
    const url = new URL(route.request().url());
    if (url.pathname !== "/recaptcha/api.js") return route.abort();
    await route.fulfill({
      contentType: "text/javascript",
      body: standInScript(url.searchParams.get("render") ?? ""),
    });
  });
  return requests;
}

/** The captcha response a loyalty proxy call carried (SPEC §7: in the proxy request's body). */
export const captchaOf = (request: Request): unknown =>
  (request.postDataJSON() as { captchaResponse?: unknown } | null)?.captchaResponse;

/** A proxy call to the loyalty route `route` (e.g. "/Member/v3/Create"), whatever its query or path parameters. */
export const isLoyaltyCall = (request: Request, route: string) => {
  if (!request.url().endsWith("/api/loyalty") || request.method() !== "POST") return false;
  const sent = (request.postDataJSON() as { route?: string } | null)?.route;
  return sent === route || sent?.startsWith(`${route}?`) === true || sent?.startsWith(`${route}/`) === true;
};
