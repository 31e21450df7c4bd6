import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { TRACKED_VENDOR_IDS, didomiLoaderUrl } from "../../../lib/tracking/vendors";
import { UNTOLD_PAGE } from "../core/tracking-record";
import { consentState, LOADED, loadPage, memberPresence, settingsWith, visit } from "../test-support/tracking-page";
import { GDPR } from "../test-support/vendor-stand-ins";
import { ManageCookiesItem } from "./layout-parts";

// The consent banner as a page runs it (SPEC §4), its SDK answered by a stand-in of Didomi's documented API.
// The browser's side (the SDK's request, nothing else leaving the site before a choice) is in tests/e2e/consent.spec.ts.

const LISTING = { kind: "listing", films: [{ id: "1048213", showtimes: [["1"]] }] } as const;
const BANNER_SETTINGS = settingsWith();
const notice = () => screen.queryByRole("dialog", { name: "Vos choix de cookies" });
const manageCookies = () => fireEvent.click(screen.getByRole("button", { name: "Gérer mes cookies" }));
const renderManageCookies = (settings = BANNER_SETTINGS) =>
  renderWithProviders(
    <ul>
      <ManageCookiesItem settings={settings} />
    </ul>,
  );

let current: ReturnType<typeof visit> | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  current?.end();
  vi.useRealTimers();
});

describe("consent, as the banner reports it (SPEC §4)", { timeout: 30_000 }, () => {
  it("asks with the notice's loader, French only; gdpr with one required vendor refused means refused, and a returning visitor's choice is read at once", async () => {
    current = visit({ ...GDPR, vendorsOnAccept: TRACKED_VENDOR_IDS.filter((id) => id !== "google") });
    await loadPage(BANNER_SETTINGS, "/films/", LISTING, memberPresence());
    expect(current.scripts).toEqual([didomiLoaderUrl("api-key-aurore", "notice-aurore")]);
    expect(window.didomiConfig).toMatchObject({ languages: { enabled: ["fr"], default: "fr" } });
    await vi.waitFor(() => expect(notice()).toBeInTheDocument(), LOADED);
    expect(consentState()).toBe("unknown");

    fireEvent.click(screen.getByRole("button", { name: "Accepter" }));
    expect(consentState()).toBe("refused");

    await loadPage(BANNER_SETTINGS, "/films/", LISTING, memberPresence());
    await vi.waitFor(() => expect(consentState()).toBe("refused"), LOADED);
    expect(notice()).not.toBeInTheDocument();
  });

  it("ccpa: granted until « Ne pas vendre mes données », chosen through « Gérer mes cookies »", async () => {
    current = visit({ ...GDPR, regulation: "ccpa", consentRequired: false, purposes: ["sell"] });
    await loadPage(BANNER_SETTINGS, "/films/", LISTING, memberPresence());
    renderManageCookies();
    await vi.waitFor(() => expect(consentState()).toBe("granted"), LOADED);
    manageCookies();
    fireEvent.click(screen.getByRole("button", { name: "Ne pas vendre mes données" }));
    expect(consentState()).toBe("refused");
  });

  it("another regime (vcdpa): granted even with a purpose refused", async () => {
    current = visit({ ...GDPR, regulation: "vcdpa", consentRequired: false, purposes: ["sell"] });
    await loadPage(BANNER_SETTINGS, "/films/", LISTING, memberPresence());
    renderManageCookies();
    await vi.waitFor(() => expect(consentState()).toBe("granted"), LOADED);
    manageCookies();
    fireEvent.click(screen.getByRole("button", { name: "Ne pas vendre mes données" }));
    // The SDK's consent.changed is handled as it is emitted: the outcome is already there.
    expect(notice()).not.toBeInTheDocument();
    expect(consentState()).toBe("granted");
  });

  it("consent management disabled: no banner loaded, consent granted without asking, no « Gérer mes cookies »", async () => {
    current = visit(GDPR);
    const disabled = settingsWith({ consent: { disabled: true } });
    await loadPage(disabled, "/films/", UNTOLD_PAGE, memberPresence());
    renderManageCookies(disabled);
    await vi.waitFor(() => expect(consentState()).toBe("granted"), LOADED);
    expect(current.scripts.filter((url) => url.startsWith("https://sdk.privacy-center.org/"))).toEqual([]);
    expect(screen.queryByRole("button", { name: "Gérer mes cookies" })).not.toBeInTheDocument();
  });
});
