import type { Page } from "@playwright/test";
import { TRACKED_VENDOR_IDS } from "../../../src/lib/tracking/vendors";

export interface DidomiStandInOptions {
  regulation: "gdpr" | "ccpa" | "cpra" | "vcdpa";
  consentRequired: boolean;
  requiredVendorIds: string[];
  /** Vendors enabled when the visitor accepts (all required ones by default). */
  vendorsOnAccept?: string[];
  purposes: string[];
}

/** A GDPR banner that asks for every vendor the site tracks with, for analytics (cookies and audience). */
export const GDPR_ANALYTICS: DidomiStandInOptions = {
  regulation: "gdpr",
  consentRequired: true,
  requiredVendorIds: [...TRACKED_VENDOR_IDS],
  purposes: ["cookies", "audience"],
};

/**
 * A stand-in for Didomi's Web SDK loader (sdk.privacy-center.org/{apiKey}/loader.js),
 * following its documented API: it reads window.didomiConfig, calls the
 * window.didomiOnReady callbacks with window.Didomi, emits `consent.changed` to
 * window.didomiEventListeners, and answers isConsentRequired,
 * shouldConsentBeCollected, getRequiredVendors, getCurrentUserStatus and
 * preferences.show. Its notice is a small dialog with « Accepter » and « Refuser »
 * (and « Ne pas vendre mes données » under US regulations). The choice is kept
 * in localStorage, as the real SDK keeps it in a first-party cookie.
 */
function standIn(options: DidomiStandInOptions) {
  type Status = { vendors: Record<string, boolean>; purposes: Record<string, boolean> } | null;
  const w = window as unknown as Record<string, unknown> & {
    didomiOnReady?: ((api: unknown) => void)[];
    didomiEventListeners?: { event: string; listener: (event: unknown) => void }[];
    didomiConfig?: { languages?: { default?: string } };
  };
  const KEY = "stand-in-didomi-choice";
  const read = (): Status => JSON.parse(localStorage.getItem(KEY) ?? "null") as Status;
  const usRegulation = options.regulation !== "gdpr";
  const allOn = (ids: string[], on: string[] = ids) => Object.fromEntries(ids.map((id) => [id, on.includes(id)]));
  const defaultStatus = (): { vendors: Record<string, boolean>; purposes: Record<string, boolean> } =>
    // US laws are opt-out: everything is on until the visitor says otherwise.
    usRegulation
      ? { vendors: allOn(options.requiredVendorIds), purposes: allOn(options.purposes) }
      : { vendors: {}, purposes: {} };
  const emit = (event: string, payload: unknown = {}) =>
    (w.didomiEventListeners ?? []).filter((entry) => entry.event === event).forEach((entry) => entry.listener(payload));

  const choose = (status: NonNullable<Status>) => {
    localStorage.setItem(KEY, JSON.stringify(status));
    hide();
    emit("consent.changed", { consentToken: status });
  };

  let dialog: HTMLElement | null = null;
  const hide = () => {
    dialog?.remove();
    dialog = null;
  };
  const button = (label: string, onClick: () => void) => {
    const element = document.createElement("button");
    element.type = "button";
    element.textContent = label;
    element.addEventListener("click", onClick);
    return element;
  };
  const show = () => {
    if (dialog) return;
    dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-label", "Vos choix de cookies");
    dialog.setAttribute("lang", w.didomiConfig?.languages?.default ?? "en");
    dialog.style.cssText =
      "position:fixed;bottom:0;left:0;right:0;background:#fff;padding:1rem;border-top:1px solid #000;z-index:1000";
    dialog.append(
      button("Accepter", () =>
        choose({ vendors: allOn(options.requiredVendorIds, options.vendorsOnAccept), purposes: allOn(options.purposes) }),
      ),
      button(usRegulation ? "Ne pas vendre mes données" : "Refuser", () =>
        choose(
          usRegulation
            ? { vendors: allOn(options.requiredVendorIds), purposes: allOn(options.purposes, []) }
            : { vendors: allOn(options.requiredVendorIds, []), purposes: allOn(options.purposes, []) },
        ),
      ),
    );
    document.body.append(dialog);
  };

  const api = {
    isConsentRequired: () => options.consentRequired,
    shouldConsentBeCollected: () => options.consentRequired && !usRegulation && read() === null,
    getRequiredVendors: () => options.requiredVendorIds.map((id) => ({ id })),
    getCurrentUserStatus: () => {
      const status = read() ?? defaultStatus();
      const entries = (map: Record<string, boolean>) =>
        Object.fromEntries(Object.entries(map).map(([id, enabled]) => [id, { id, enabled }]));
      return { regulation: options.regulation, vendors: entries(status.vendors), purposes: entries(status.purposes) };
    },
    notice: { show, hide, isVisible: () => dialog !== null },
    preferences: { show, hide, isVisible: () => dialog !== null },
  };
  w.Didomi = api;
  if (api.shouldConsentBeCollected()) show();
  const ready = w.didomiOnReady ?? [];
  w.didomiOnReady = { push: (callback: (didomi: unknown) => void) => callback(api) } as unknown as ((api: unknown) => void)[];
  ready.forEach((callback) => callback(api));
}

/** Serves the stand-in at Didomi's loader URL; returns the loader URLs requested. */
export async function routeDidomi(page: Page, options: DidomiStandInOptions) {
  const requested: string[] = [];
  await page.route("https://sdk.privacy-center.org/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "application/javascript", body: `(${standIn.toString()})(${JSON.stringify(options)});` });
  });
  return requested;
}
