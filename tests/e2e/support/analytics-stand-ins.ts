import type { Page } from "@playwright/test";

/**
 * Stand-in for gtag.js (www.googletagmanager.com/gtag/js?id=…), following
 * Google's documented behaviour: it reads the `arguments` entries of
 * window.dataLayer (and those pushed later), keeps each `config`, sets the _ga
 * cookie for `cookie_expires` seconds (renewed only when `cookie_update` is not
 * false), honours the `ga-disable-{id}` opt-out, and sends each `event` as a GA4
 * hit to region1.google-analytics.com/g/collect with `ep.` event parameters; IP
 * anonymisation shows as `aip=1` (its Universal Analytics name).
 */
function googleTagStandIn() {
  const w = window as unknown as Record<string, unknown> & { dataLayer: unknown[] };
  const configs: Record<string, Record<string, unknown>> = {};
  const handle = (entry: unknown) => {
    if (typeof entry !== "object" || entry === null || !("length" in entry)) return;
    const [command, id, params] = Array.from(entry as ArrayLike<unknown>);
    if (command === "config" && typeof id === "string") {
      configs[id] = (params ?? {}) as Record<string, unknown>;
      const expires = Number(configs[id].cookie_expires ?? 63072000);
      if (configs[id].cookie_update !== false || !document.cookie.includes("_ga=")) {
        document.cookie = `_ga=GA1.1.${Date.now()}; max-age=${expires}; path=/`;
      }
    }
    if (command === "event" && typeof id === "string") {
      const eventParams = (params ?? {}) as Record<string, string>;
      const targets = eventParams.send_to ? [eventParams.send_to] : Object.keys(configs);
      for (const tid of targets) {
        if (w[`ga-disable-${tid}`] === true || !configs[tid]) continue;
        const hit = new URLSearchParams({ v: "2", tid, en: id });
        if (configs[tid].anonymize_ip === true) hit.set("aip", "1");
        for (const [key, value] of Object.entries(eventParams)) {
          if (key === "page_location") hit.set("dl", value);
          else if (key === "page_title") hit.set("dt", value);
          else if (key !== "send_to") hit.set(`ep.${key}`, String(value));
        }
        void fetch(`https://region1.google-analytics.com/g/collect?${hit}`, { method: "POST", mode: "no-cors", keepalive: true });
      }
    }
  };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.forEach(handle);
  const push = w.dataLayer.push.bind(w.dataLayer);
  w.dataLayer.push = (...entries: unknown[]) => {
    entries.forEach(handle);
    return push(...entries);
  };
}

/** Stand-in for Adobe Launch's embed script: `_satellite.track(identifier, detail)` sends an Adobe Analytics image request. */
function adobeLaunchStandIn() {
  (window as unknown as Record<string, unknown>)._satellite = {
    track(identifier: string, detail: Record<string, string> = {}) {
      const query = new URLSearchParams({
        pe: "lnk_o",
        pev2: identifier,
        ...Object.fromEntries(Object.entries(detail).map(([k, v]) => [`c.${k}`, v])),
      });
      void fetch(`https://aurore.sc.omtrdc.net/b/ss/aurore/1?${query}`, { mode: "no-cors", keepalive: true });
    },
  };
}

export const ADOBE_LAUNCH_SRC = "https://assets.adobedtm.com/aurore/launch-aurore.min.js";

/** Routes every analytics vendor URL to its stand-in; returns the requests each received. */
export async function routeAnalytics(page: Page) {
  const seen = {
    googleTag: [] as string[],
    tagManager: [] as string[],
    adobeLaunch: [] as string[],
    hits: [] as URL[],
    adobeHits: [] as URL[],
  };
  const script = (fn: () => void) => ({ contentType: "application/javascript", body: `(${fn.toString()})();` });
  await page.route("https://www.googletagmanager.com/gtag/js?**", (route) => {
    seen.googleTag.push(route.request().url());
    return route.fulfill(script(googleTagStandIn));
  });
  // gtm.js: the container's own tags are the site manager's; the stand-in only loads.
  await page.route("https://www.googletagmanager.com/gtm.js?**", (route) => {
    seen.tagManager.push(route.request().url());
    return route.fulfill({
      contentType: "application/javascript",
      body: "window.google_tag_manager = window.google_tag_manager || {};",
    });
  });
  await page.route(ADOBE_LAUNCH_SRC, (route) => {
    seen.adobeLaunch.push(route.request().url());
    return route.fulfill(script(adobeLaunchStandIn));
  });
  await page.route("https://region1.google-analytics.com/**", (route) => {
    seen.hits.push(new URL(route.request().url()));
    return route.fulfill({ status: 204 });
  });
  await page.route("https://aurore.sc.omtrdc.net/**", (route) => {
    seen.adobeHits.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: "image/gif", body: "" });
  });
  return seen;
}
