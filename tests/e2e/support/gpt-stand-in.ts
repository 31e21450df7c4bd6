import type { Page } from "@playwright/test";

/**
 * A stand-in for Google Publisher Tag (securepubads.g.doubleclick.net/tag/js/gpt.js)
 * following its documented API: it runs the commands queued in googletag.cmd
 * (and later pushes at once), sets googletag.apiReady (loaded again, it changes
 * nothing), and implements defineSlot, addService, defineSizeMapping,
 * getSlotElementId, pubads() (setTargeting, clearTargeting,
 * enableSingleRequest, refresh, getSlots), enableServices, display and
 * destroySlots. Each slot shown asks for an ad as GPT does, from
 * /gampad/ads with the ad unit path (iu), sizes (sz), size mapping (msz, JSON),
 * container (div) and page targeting (cust_params), and gets a small creative.
 */
function gptStandIn() {
  type Size = [number, number] | "fluid";
  interface Slot {
    path: string;
    size: Size | Size[];
    divId: string;
    mapping: unknown;
    addService(): Slot;
    defineSizeMapping(mapping: unknown): Slot;
    getSlotElementId(): string;
  }
  const w = window as unknown as {
    googletag?: { apiReady?: boolean; cmd: (() => void)[] | { push: (...c: (() => void)[]) => number } };
  };
  // gpt.js added to the page again (a custom ad script run again) keeps the tag as it is.
  if (w.googletag?.apiReady) return;
  let slots: Slot[] = [];
  const targeting = new Map<string, string>();
  let enabled = false;
  const request = (slot: Slot) => {
    const query = new URLSearchParams({
      iu: slot.path,
      sz: JSON.stringify(slot.size),
      msz: JSON.stringify(slot.mapping ?? null),
      div: slot.divId,
      cust_params: new URLSearchParams([...targeting]).toString(),
    });
    void fetch(`https://securepubads.g.doubleclick.net/gampad/ads?${query}`, { mode: "cors" })
      .then((response) => response.text())
      .then((creative) => {
        const element = document.getElementById(slot.divId);
        if (element && slots.includes(slot)) element.textContent = creative;
      });
  };
  const pubads = {
    setTargeting: (key: string, value: string) => (targeting.set(key, value), pubads),
    clearTargeting: (key?: string) => (key ? targeting.delete(key) : targeting.clear(), pubads),
    enableSingleRequest: () => true,
    refresh: (list?: Slot[] | null) => (list ?? slots).forEach(request),
    getSlots: () => [...slots],
  };
  const api = {
    apiReady: true,
    cmd: { push: (...commands: (() => void)[]) => (commands.forEach((command) => command()), commands.length) },
    pubads: () => pubads,
    defineSlot(path: string, size: Size | Size[], divId: string) {
      const slot: Slot = {
        path,
        size,
        divId,
        mapping: null,
        addService: () => slot,
        defineSizeMapping: (mapping: unknown) => ((slot.mapping = mapping), slot),
        getSlotElementId: () => divId,
      };
      slots.push(slot);
      return slot;
    },
    enableServices: () => {
      enabled = true;
    },
    display: (divId: string) => {
      const slot = slots.find((candidate) => candidate.divId === divId);
      if (slot && enabled) request(slot);
    },
    destroySlots: () => {
      slots.forEach((slot) => {
        const element = document.getElementById(slot.divId);
        if (element) element.textContent = "";
      });
      slots = [];
      return true;
    },
  };
  const queued = w.googletag?.cmd;
  w.googletag = api;
  if (Array.isArray(queued)) queued.forEach((command) => command());
}

export const GPT_URL = "https://securepubads.g.doubleclick.net/tag/js/gpt.js";

/** Serves the stand-in for gpt.js and a creative for each ad request; returns the ad requests seen. */
export async function routeGpt(page: Page) {
  const adRequests: URL[] = [];
  const scripts: string[] = [];
  await page.route(GPT_URL, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: "application/javascript", body: `(${gptStandIn.toString()})();` });
  });
  await page.route("https://securepubads.g.doubleclick.net/gampad/ads?**", (route) => {
    adRequests.push(new URL(route.request().url()));
    return route.fulfill({
      contentType: "text/plain",
      headers: { "access-control-allow-origin": "*" },
      body: "Annonce de démonstration",
    });
  });
  return { adRequests, scripts };
}

/** One ad request, read back. */
export const adRequest = (url: URL) => ({
  adUnitPath: url.searchParams.get("iu"),
  size: JSON.parse(url.searchParams.get("sz") ?? "null") as unknown,
  sizeMapping: JSON.parse(url.searchParams.get("msz") ?? "null") as unknown,
  container: url.searchParams.get("div"),
  targeting: Object.fromEntries(new URLSearchParams(url.searchParams.get("cust_params") ?? "")),
});
