import { TRACKED_VENDOR_IDS } from "../../../lib/tracking/vendors";

/*
 * The vendors' scripts for tracking's tests in jsdom, which loads no script: each stand-in follows the vendor's
 * documented API as tests/e2e/support's do in the browser, and records what the vendor receives instead of
 * sending it over the network.
 */

type Vendors = Record<string, unknown>;
const vendorWindow = () => window as unknown as Vendors;

/**
 * Answers the scripts the page adds: one whose URL starts with a key of `standIns` runs that stand-in, then
 * loads; any other fails to load, as a blocked vendor would. Returns the URLs asked for, in order.
 */
export function serveVendorScripts(standIns: Record<string, () => void>) {
  const requested: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || !node.src) continue;
      requested.push(node.src);
      const standIn = Object.entries(standIns).find(([url]) => node.src.startsWith(url))?.[1];
      standIn?.();
      node.dispatchEvent(new Event(standIn ? "load" : "error"));
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  return { requested, stop: () => observer.disconnect() };
}

export interface DidomiOptions {
  regulation: "gdpr" | "ccpa" | "cpra" | "vcdpa";
  consentRequired: boolean;
  /** Vendors enabled when the visitor accepts (all required ones by default). */
  vendorsOnAccept?: string[];
  purposes: string[];
}

export const GDPR: DidomiOptions = { regulation: "gdpr", consentRequired: true, purposes: ["cookies", "audience"] };

const CHOICE_KEY = "stand-in-didomi-choice";

/**
 * Didomi's Web SDK (tests/e2e/support/didomi-stand-in.ts): window.didomiOnReady, `consent.changed` to
 * window.didomiEventListeners, the API the site reads, and a notice « Vos choix de cookies » with « Accepter »
 * and « Refuser » (« Ne pas vendre mes données » under US laws). The choice is kept in localStorage.
 */
export function didomiStandIn(options: DidomiOptions): () => void {
  return () => {
    type Status = { vendors: Record<string, boolean>; purposes: Record<string, boolean> };
    const w = window as unknown as Vendors & {
      didomiOnReady?: ((api: unknown) => void)[];
      didomiEventListeners?: { event: string; listener: (event: unknown) => void }[];
    };
    const required = [...TRACKED_VENDOR_IDS] as string[];
    const us = options.regulation !== "gdpr";
    const statuses = (ids: string[], on: string[] = ids) => Object.fromEntries(ids.map((id) => [id, on.includes(id)]));
    const read = () => JSON.parse(localStorage.getItem(CHOICE_KEY) ?? "null") as Status | null;
    const choose = (status: Status) => {
      localStorage.setItem(CHOICE_KEY, JSON.stringify(status));
      notice?.remove();
      notice = null;
      (w.didomiEventListeners ?? []).filter((entry) => entry.event === "consent.changed").forEach((entry) => entry.listener({}));
    };
    let notice: HTMLElement | null = null;
    const show = () => {
      if (notice) return;
      notice = document.createElement("div");
      notice.setAttribute("role", "dialog");
      notice.setAttribute("aria-label", "Vos choix de cookies");
      const button = (label: string, status: Status) => {
        const element = document.createElement("button");
        element.textContent = label;
        element.addEventListener("click", () => choose(status));
        notice!.append(element);
      };
      button("Accepter", { vendors: statuses(required, options.vendorsOnAccept), purposes: statuses(options.purposes) });
      if (us) button("Ne pas vendre mes données", { vendors: statuses(required), purposes: statuses(options.purposes, []) });
      else button("Refuser", { vendors: statuses(required, []), purposes: statuses(options.purposes, []) });
      document.body.append(notice);
    };
    const api = {
      isConsentRequired: () => options.consentRequired,
      shouldConsentBeCollected: () => options.consentRequired && !us && read() === null,
      getRequiredVendors: () => required.map((id) => ({ id })),
      getCurrentUserStatus: () => {
        const status = read() ?? (us ? { vendors: statuses(required), purposes: statuses(options.purposes) } : null);
        const entries = (map: Record<string, boolean> = {}) =>
          Object.fromEntries(Object.entries(map).map(([id, enabled]) => [id, { id, enabled }]));
        return { regulation: options.regulation, vendors: entries(status?.vendors), purposes: entries(status?.purposes) };
      },
      preferences: { show },
    };
    w.Didomi = api;
    if (api.shouldConsentBeCollected()) show();
    (w.didomiOnReady ?? []).forEach((callback) => callback(api));
    w.didomiOnReady = { push: (callback: (api: unknown) => void) => callback(api) } as unknown as ((api: unknown) => void)[];
  };
}

/** A Consent Mode command a Google script read: `default` or `update`, with the value of the four types (set alike). */
export interface GoogleConsentSeen {
  command: string;
  value: string;
}

/** What Google's tag received: its `config` commands and the events it would send, by measurement id. */
export interface GoogleTagSeen {
  configs: Record<string, Record<string, unknown>>;
  /** GA4 hits: the event's name and parameters (page_location is the hit's `dl`). */
  hits: { tid: string; en: string; params: Record<string, string> }[];
  /** The consent commands, in the order the tag read them: those already in the data layer when it loaded first. */
  consent: GoogleConsentSeen[];
}

/** Reads the data layer as Google's scripts do: what is there when it loads, then each later push. */
function readDataLayer(handle: (entry: unknown) => void) {
  const w = vendorWindow() as Vendors & { dataLayer: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.forEach(handle);
  const push = w.dataLayer.push.bind(w.dataLayer);
  w.dataLayer.push = (...entries: unknown[]) => {
    entries.forEach(handle);
    return push(...entries);
  };
}

const gtagCommand = (entry: unknown): unknown[] | null =>
  typeof entry === "object" && entry !== null && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : null;

/** A Consent Mode command (`gtag("consent", "default" | "update", { analytics_storage… })`), or null. */
const consentCommand = (entry: unknown): GoogleConsentSeen | null => {
  const [command, action, values] = gtagCommand(entry) ?? [];
  if (command !== "consent" || typeof action !== "string") return null;
  return { command: action, value: String((values as Record<string, string> | undefined)?.analytics_storage) };
};

/**
 * gtag.js: reads the `arguments` entries of the data layer (and later pushes), follows Consent Mode (the `_ga`
 * cookie is written only while analytics_storage is granted, or on a page without Consent Mode), honours
 * `ga-disable-{id}`.
 */
export function googleTagStandIn(seen: GoogleTagSeen): () => void {
  return () => {
    const w = vendorWindow();
    const storageAllowed = () => seen.consent.length === 0 || seen.consent[seen.consent.length - 1]!.value === "granted";
    readDataLayer((entry) => {
      const consent = consentCommand(entry);
      if (consent) seen.consent.push(consent);
      const [command, id, params] = gtagCommand(entry) ?? [];
      if (command === "config" && typeof id === "string") {
        seen.configs[id] = (params ?? {}) as Record<string, unknown>;
        if (storageAllowed()) document.cookie = "_ga=GA1.1.2026; Path=/";
      }
      if (command !== "event" || typeof id !== "string") return;
      const { send_to: sendTo, ...eventParams } = (params ?? {}) as Record<string, string>;
      for (const tid of sendTo ? [sendTo] : Object.keys(seen.configs)) {
        if (w[`ga-disable-${tid}`] !== true && seen.configs[tid]) seen.hits.push({ tid, en: id, params: eventParams });
      }
    });
  };
}

/** What a Tag Manager container read from the data layer: the consent commands and the events, in order. */
export interface TagManagerSeen {
  consent: GoogleConsentSeen[];
  events: string[];
}

/** gtm.js: reads the data layer's consent commands and events, from those already there when it loads. */
export function tagManagerStandIn(seen: TagManagerSeen): () => void {
  return () =>
    readDataLayer((entry) => {
      const consent = consentCommand(entry);
      if (consent) seen.consent.push(consent);
      const event = (entry as { event?: unknown } | null)?.event;
      if (typeof event === "string") seen.events.push(event);
    });
}

/**
 * Adobe Launch's embed script, its property with the Experience Cloud ID extension's Opt In enabled: `adobe.optIn`
 * (approveAll, denyAll, isApproved; each call recorded in `optIn`); while Analytics is approved,
 * `_satellite.track(identifier, detail)` is recorded in `calls` and the libraries' cookies (AMCV_, s_cc) written.
 */
export function adobeLaunchStandIn(calls: { identifier: string; detail: Record<string, string> }[], optIn: string[]): () => void {
  return () => {
    let approved = false;
    vendorWindow().adobe = {
      optIn: {
        approveAll: () => {
          optIn.push("approveAll");
          approved = true;
          document.cookie = "AMCV_AURORE%40AdobeOrg=1; Path=/";
        },
        denyAll: () => {
          optIn.push("denyAll");
          approved = false;
        },
        isApproved: () => approved,
      },
    };
    vendorWindow()._satellite = {
      track: (identifier: string, detail: Record<string, string> = {}) => {
        if (!approved) return;
        document.cookie = "s_cc=true; Path=/";
        calls.push({ identifier, detail });
      },
    };
  };
}

/** The marketing tracker's script: replays window.movio.q, then takes commands directly; records each. */
export function movioStandIn(commands: unknown[][]): () => void {
  return () => {
    const w = vendorWindow();
    ((w.movio as { q?: unknown[][] } | undefined)?.q ?? []).forEach((args) => commands.push(args));
    w.movio = (...args: unknown[]) => commands.push(args);
  };
}

/** One ad asked for, as GPT's /gampad/ads request carries it. */
export interface AdRequest {
  adUnitPath: string;
  size: unknown;
  sizeMapping: unknown;
  container: string;
  targeting: Record<string, string>;
}

export const DEMO_CREATIVE = "Annonce de démonstration";

/**
 * Google Publisher Tag (tests/e2e/support/gpt-stand-in.ts): runs googletag.cmd, defines slots, and asks for an
 * ad for each slot displayed or refreshed (recorded), which it shows in the slot's container.
 */
export function gptStandIn(adRequests: AdRequest[]): () => void {
  return () => {
    interface Slot {
      path: string;
      size: unknown;
      divId: string;
      mapping: unknown;
    }
    const w = vendorWindow();
    let slots: Slot[] = [];
    const targeting = new Map<string, string>();
    let enabled = false;
    const request = (slot: Slot) => {
      adRequests.push({
        adUnitPath: slot.path,
        size: slot.size,
        sizeMapping: slot.mapping,
        container: slot.divId,
        targeting: Object.fromEntries(targeting),
      });
      const element = document.getElementById(slot.divId);
      if (element) element.textContent = DEMO_CREATIVE;
    };
    const handle = (slot: Slot) => ({
      addService: () => handle(slot),
      defineSizeMapping: (mapping: unknown) => ((slot.mapping = mapping), handle(slot)),
      getSlotElementId: () => slot.divId,
    });
    const pubads = {
      setTargeting: (key: string, value: string) => (targeting.set(key, value), pubads),
      clearTargeting: (key?: string) => (key ? targeting.delete(key) : targeting.clear(), pubads),
      enableSingleRequest: () => true,
      refresh: (list?: { getSlotElementId(): string }[] | null) =>
        slots.filter((slot) => !list || list.some((chosen) => chosen.getSlotElementId() === slot.divId)).forEach(request),
      getSlots: () => slots.map(handle),
    };
    // gpt.js added again (a custom ad script run again) keeps the tag as it is.
    if ((w.googletag as { apiReady?: boolean } | undefined)?.apiReady) return;
    const queued = (w.googletag as { cmd?: unknown } | undefined)?.cmd;
    w.googletag = {
      apiReady: true,
      cmd: { push: (...commands: (() => void)[]) => (commands.forEach((command) => command()), commands.length) },
      pubads: () => pubads,
      defineSlot: (path: string, size: unknown, divId: string) => {
        const slot = { path, size, divId, mapping: null };
        slots.push(slot);
        return handle(slot);
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
    if (Array.isArray(queued)) (queued as (() => void)[]).forEach((command) => command());
  };
}

/** What the vendors leave on the window, removed between tests (a new page load). */
export function forgetVendors() {
  const w = vendorWindow();
  for (const name of Object.keys(w)) if (name.startsWith("ga-disable-")) delete w[name];
  for (const name of [
    "Didomi",
    "didomiOnReady",
    "didomiEventListeners",
    "didomiConfig",
    "dataLayer",
    "gtag",
    "google_tag_manager",
    "_satellite",
    "adobe",
    "movio",
    "googletag",
    "adsConsentConfig",
  ])
    delete w[name];
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete document.documentElement.dataset.trackingConsent;
}
