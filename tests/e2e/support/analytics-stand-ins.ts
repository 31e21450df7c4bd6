import type { Page } from "@playwright/test";

/**
 * Stand-in for gtag.js (www.googletagmanager.com/gtag/js?id=…), following
 * Google's documented behaviour: it reads the `arguments` entries of
 * window.dataLayer (and those pushed later), follows Consent Mode (`consent`
 * `default` and `update`: no cookie is written while analytics_storage is
 * denied), keeps each `config`, sets the _ga cookie for `cookie_expires` seconds
 * (renewed only when `cookie_update` is not false), honours the
 * `ga-disable-{id}` opt-out, and sends each `event` as a GA4 hit to
 * region1.google-analytics.com/g/collect with `ep.` event parameters; IP
 * anonymisation shows as `aip=1` (its Universal Analytics name).
 */
function googleTagStandIn() {
  const w = window as unknown as Record<string, unknown> & { dataLayer: unknown[] };
  const configs: Record<string, Record<string, unknown>> = {};
  // No consent command at all: Consent Mode is not in use and storage is allowed.
  let analyticsStorage = "granted";
  const handle = (entry: unknown) => {
    if (typeof entry !== "object" || entry === null || !("length" in entry)) return;
    const [command, id, params] = Array.from(entry as ArrayLike<unknown>);
    if (command === "consent") {
      analyticsStorage = (params as Record<string, string> | undefined)?.analytics_storage ?? analyticsStorage;
    }
    if (command === "config" && typeof id === "string") {
      configs[id] = (params ?? {}) as Record<string, unknown>;
      const expires = Number(configs[id].cookie_expires ?? 63072000);
      if (analyticsStorage === "granted" && (configs[id].cookie_update !== false || !document.cookie.includes("_ga="))) {
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

/**
 * Stand-in for gtm.js (www.googletagmanager.com/gtm.js?id=…): it reads the data layer's Consent Mode commands
 * (those there when it loads, then later pushes). With `historyChangeTag`, the container has one tag of its own, as a
 * single-page site's often has: a Google Analytics page view on the History Change trigger (pushState, popstate),
 * set to require analytics_storage (« Require additional consent »): while it is granted, each fires a GA4 hit to
 * www.google-analytics.com/g/collect and keeps the _ga and _ga_CONTAINER cookies; denied, it does not fire.
 */
function tagManagerStandIn(options: { historyChangeTag: boolean }) {
  const w = window as unknown as Record<string, unknown> & { dataLayer: unknown[] };
  w.google_tag_manager = w.google_tag_manager ?? {};
  // No consent command at all: Consent Mode is not in use and the tag may fire.
  let analyticsStorage = "granted";
  const handle = (entry: unknown) => {
    if (typeof entry !== "object" || entry === null || !("length" in entry)) return;
    const [command, , values] = Array.from(entry as ArrayLike<unknown>);
    if (command === "consent") {
      analyticsStorage = (values as Record<string, string> | undefined)?.analytics_storage ?? analyticsStorage;
    }
  };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.forEach(handle);
  const push = w.dataLayer.push.bind(w.dataLayer);
  w.dataLayer.push = (...entries: unknown[]) => {
    entries.forEach(handle);
    return push(...entries);
  };
  if (!options.historyChangeTag) return;
  const pageViewTag = () => {
    if (analyticsStorage !== "granted") return;
    if (!document.cookie.includes("_ga=")) document.cookie = `_ga=GA1.1.${Date.now()}; max-age=63072000; path=/`;
    document.cookie = `_ga_CONTAINER=GS1.1.${Date.now()}; max-age=63072000; path=/`;
    const hit = new URLSearchParams({ v: "2", tid: "G-CONTAINER", en: "page_view", dl: window.location.href });
    void fetch(`https://www.google-analytics.com/g/collect?${hit}`, { method: "POST", mode: "no-cors", keepalive: true });
  };
  const pushState = window.history.pushState.bind(window.history);
  window.history.pushState = (...args: Parameters<History["pushState"]>) => {
    pushState(...args);
    pageViewTag();
  };
  window.addEventListener("popstate", pageViewTag);
}

/**
 * Stand-in for Adobe Launch's embed script, its property with the Experience Cloud ID extension's Opt In enabled
 * and no pre-approvals: Adobe's Opt-in service `adobe.optIn` (approve, deny, approveAll, denyAll, isApproved,
 * Categories) decides. While Analytics (`aa`) is approved, `_satellite.track(identifier, detail)` sends an Adobe
 * Analytics image request and AppMeasurement's s_cc cookie is kept; approving the Experience Cloud ID (`ecid`)
 * writes its AMCV_ and AMCVS_ cookies. With `historyChangeRule`, the property has a rule of its own on the core
 * extension's History Change event: an `s.t()` page view, sent likewise only while Analytics is approved.
 */
function adobeLaunchStandIn(options: { historyChangeRule: boolean }) {
  const w = window as unknown as Record<string, unknown>;
  const categories = { AAM: "aam", ANALYTICS: "aa", ECID: "ecid", TARGET: "target" };
  const approved = new Set<string>();
  const approve = (list: string[]) => {
    list.forEach((category) => approved.add(category));
    if (approved.has("ecid")) {
      document.cookie = "AMCV_AURORE%40AdobeOrg=MCMID%7C2026; max-age=34128000; path=/";
      document.cookie = "AMCVS_AURORE%40AdobeOrg=1; path=/";
    }
  };
  const asList = (list: string | string[]) => (Array.isArray(list) ? list : [list]);
  w.adobe = {
    optIn: {
      Categories: categories,
      approve: (list: string | string[]) => approve(asList(list)),
      deny: (list: string | string[]) => asList(list).forEach((category) => approved.delete(category)),
      approveAll: () => approve(Object.values(categories)),
      denyAll: () => approved.clear(),
      isApproved: (list: string | string[]) => asList(list).every((category) => approved.has(category)),
    },
  };
  const send = (path: string, query: URLSearchParams) => {
    if (!approved.has("aa")) return;
    document.cookie = "s_cc=true; path=/";
    void fetch(`https://aurore.sc.omtrdc.net/b/ss/aurore/1${path}?${query}`, { mode: "no-cors", keepalive: true });
  };
  w._satellite = {
    track(identifier: string, detail: Record<string, string> = {}) {
      const fields = Object.entries(detail).map(([k, v]) => [`c.${k}`, v]);
      send("", new URLSearchParams([["pe", "lnk_o"], ["pev2", identifier], ...fields]));
    },
  };
  if (!options.historyChangeRule) return;
  const pageViewRule = () =>
    send("/JS-2.22.0/s", new URLSearchParams({ pageName: window.location.pathname, g: window.location.href }));
  const pushState = window.history.pushState.bind(window.history);
  window.history.pushState = (...args: Parameters<History["pushState"]>) => {
    pushState(...args);
    pageViewRule();
  };
  window.addEventListener("popstate", pageViewRule);
}

export const ADOBE_LAUNCH_SRC = "https://assets.adobedtm.com/aurore/launch-aurore.min.js";

/**
 * Routes every analytics vendor URL to its stand-in; returns the requests each received. `historyChangeRules`: the
 * Tag Manager container and the Adobe Launch property each have their own page view on History Change (see above).
 */
export async function routeAnalytics(page: Page, options: { historyChangeRules?: boolean } = {}) {
  const historyChange = options.historyChangeRules ?? false;
  const seen = {
    googleTag: [] as string[],
    tagManager: [] as string[],
    adobeLaunch: [] as string[],
    hits: [] as URL[],
    /** The hits of the container's own tag (historyChangeRules). */
    tagManagerHits: [] as URL[],
    adobeHits: [] as URL[],
  };
  const script = <Options>(fn: (options: Options) => void, standInOptions?: Options) => ({
    contentType: "application/javascript",
    body: `(${fn.toString()})(${JSON.stringify(standInOptions ?? {})});`,
  });
  await page.route("https://www.googletagmanager.com/gtag/js?**", (route) => {
    seen.googleTag.push(route.request().url());
    return route.fulfill(script(googleTagStandIn));
  });
  await page.route("https://www.googletagmanager.com/gtm.js?**", (route) => {
    seen.tagManager.push(route.request().url());
    return route.fulfill(script(tagManagerStandIn, { historyChangeTag: historyChange }));
  });
  await page.route(ADOBE_LAUNCH_SRC, (route) => {
    seen.adobeLaunch.push(route.request().url());
    return route.fulfill(script(adobeLaunchStandIn, { historyChangeRule: historyChange }));
  });
  await page.route("https://region1.google-analytics.com/**", (route) => {
    seen.hits.push(new URL(route.request().url()));
    return route.fulfill({ status: 204 });
  });
  await page.route("https://www.google-analytics.com/**", (route) => {
    seen.tagManagerHits.push(new URL(route.request().url()));
    return route.fulfill({ status: 204 });
  });
  await page.route("https://aurore.sc.omtrdc.net/**", (route) => {
    seen.adobeHits.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: "image/gif", body: "" });
  });
  return seen;
}
