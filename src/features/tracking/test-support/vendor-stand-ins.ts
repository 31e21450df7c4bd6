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

/** What Google's tag received: its `config` commands and the events it would send, by measurement id. */
export interface GoogleTagSeen {
  configs: Record<string, Record<string, unknown>>;
  /** GA4 hits: the event's name and parameters (page_location is the hit's `dl`). */
  hits: { tid: string; en: string; params: Record<string, string> }[];
}

/** gtag.js: reads the `arguments` entries of the data layer (and later pushes), honours `ga-disable-{id}`. */
export function googleTagStandIn(seen: GoogleTagSeen): () => void {
  return () => {
    const w = vendorWindow() as Vendors & { dataLayer: unknown[] };
    const handle = (entry: unknown) => {
      if (typeof entry !== "object" || entry === null || !("length" in entry)) return;
      const [command, id, params] = Array.from(entry as ArrayLike<unknown>);
      if (command === "config" && typeof id === "string") seen.configs[id] = (params ?? {}) as Record<string, unknown>;
      if (command !== "event" || typeof id !== "string") return;
      const { send_to: sendTo, ...eventParams } = (params ?? {}) as Record<string, string>;
      for (const tid of sendTo ? [sendTo] : Object.keys(seen.configs)) {
        if (w[`ga-disable-${tid}`] !== true && seen.configs[tid]) seen.hits.push({ tid, en: id, params: eventParams });
      }
    };
    w.dataLayer ??= [];
    w.dataLayer.forEach(handle);
    const push = w.dataLayer.push.bind(w.dataLayer);
    w.dataLayer.push = (...entries: unknown[]) => {
      entries.forEach(handle);
      return push(...entries);
    };
  };
}

/** Adobe Launch's embed script: `_satellite.track(identifier, detail)`, recorded. */
export function adobeLaunchStandIn(calls: { identifier: string; detail: Record<string, string> }[]): () => void {
  return () => {
    vendorWindow()._satellite = {
      track: (identifier: string, detail: Record<string, string> = {}) => calls.push({ identifier, detail }),
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
    const queued = (w.googletag as { cmd?: unknown } | undefined)?.cmd;
    w.googletag = {
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
    "movio",
    "googletag",
    "adsConsentConfig",
  ])
    delete w[name];
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete document.documentElement.dataset.trackingConsent;
}
