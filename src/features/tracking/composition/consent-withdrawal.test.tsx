import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { googleTagUrl, movioTrackerUrl, tagManagerUrl } from "../../../lib/tracking/vendors";
import { QUEUE_DRAIN_MS } from "../analytics/analytics-queue";
import { UNTOLD_PAGE, type TrackingRecord } from "../core/tracking-record";
import {
  ADOBE_LAUNCH_SRC,
  consentState,
  GA,
  GTM,
  LOADED,
  loadPage,
  memberPresence,
  MOVIO_CUSTOMER,
  settingsWith,
  visit,
} from "../test-support/tracking-page";
import { GDPR } from "../test-support/vendor-stand-ins";
import { ManageCookiesItem } from "./layout-parts";

// Withdrawing consent is as effective as giving it (SPEC §4, CNIL): every vendor already loaded is told so through its
// own API, its cookies are deleted and it receives nothing more. The browser's side (no request, no cookie after the
// withdrawal, vendor by vendor) is tests/e2e/consent-withdrawal.spec.ts.

/** The worker's JSDOM instance, which vitest's jsdom environment exposes. */
declare const jsdom: { cookieJar: { removeAllCookiesSync(): void } };

const FILM = { id: "1048213", title: "Les Heures claires", releaseDate: "2026-11-18", showtimes: [{}] };
const FILM_PAGE: TrackingRecord = { kind: "film", film: FILM };
const FILM_PATH = "/films/1048213-les-heures-claires/";
const SETTINGS = settingsWith({
  analytics: {
    enableGoogleAnalytics: true,
    trackers: [GA, GTM],
    adobeLaunchSrc: ADOBE_LAUNCH_SRC,
    enableMovio: true,
    movioCustomerId: MOVIO_CUSTOMER,
  },
});
const everyGoogleConsent = (value: "granted" | "denied") => ({
  ad_storage: value,
  analytics_storage: value,
  ad_user_data: value,
  ad_personalization: value,
});
/** The data layer's gtag commands (arguments objects), as arrays. */
const gtagCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => "length" in (entry as object))
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
const consentCommands = () => gtagCommands().filter(([command]) => command === "consent");
/** The data layer's entries by name: a gtag command's (a consent command's with its action), an event's. */
const dataLayerEntries = () =>
  (window.dataLayer ?? []).map((entry) => {
    if (!("length" in (entry as object))) return `event ${(entry as { event?: string }).event}`;
    const [command, action] = Array.from(entry as ArrayLike<unknown>);
    return command === "consent" ? `consent ${String(action)}` : String(command);
  });
const dataLayerEvents = () => (window.dataLayer ?? []).flatMap((entry) => (entry as { event?: string }).event ?? []);
const cookieNames = () =>
  document.cookie
    .split("; ")
    .filter(Boolean)
    .map((cookie) => cookie.split("=")[0])
    .sort();

const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

/** A page load with « Gérer mes cookies », consent given with Accepter, every vendor loaded. */
async function acceptOn(path: string, record: TrackingRecord) {
  const page = await loadPage(SETTINGS, path, record, memberPresence());
  renderWithProviders(
    <ul>
      <ManageCookiesItem settings={SETTINGS} />
    </ul>,
  );
  await vi.waitFor(() => expect(screen.getByRole("button", { name: "Accepter" })).toBeInTheDocument(), LOADED);
  click("Accepter");
  await vi.waitFor(() => expect(current.scripts).toContain(movioTrackerUrl(MOVIO_CUSTOMER)), LOADED);
  return page;
}
const withdraw = () => {
  click("Gérer mes cookies");
  click("Refuser");
};

let current: ReturnType<typeof visit>;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  jsdom.cookieJar.removeAllCookiesSync();
  current = visit(GDPR);
});
afterEach(() => {
  current.end();
  vi.useRealTimers();
});

describe("withdrawing consent", { timeout: 30_000 }, () => {
  it("Google's Consent Mode: the default, all denied, is in the data layer before its scripts load; Accepter grants, withdrawal denies", async () => {
    await acceptOn(FILM_PATH, FILM_PAGE);
    expect(current.scripts).toEqual(expect.arrayContaining([googleTagUrl("G-AURORE2026"), tagManagerUrl("GTM-AURORE")]));
    expect(consentCommands()).toEqual([
      ["consent", "default", everyGoogleConsent("denied")],
      ["consent", "update", everyGoogleConsent("granted")],
    ]);
    // Before anything else: the Google tag's own commands and Tag Manager's start event come after them.
    expect(dataLayerEntries().slice(0, 5)).toEqual(["consent default", "consent update", "js", "config", "event gtm.js"]);
    // What each script found when it loaded.
    const readOnLoad = [
      { command: "default", value: "denied" },
      { command: "update", value: "granted" },
    ];
    expect(current.googleTag.consent).toEqual(readOnLoad);
    expect(current.tagManager.consent).toEqual(readOnLoad);

    withdraw();
    expect(consentState()).toBe("refused");
    await vi.waitFor(() => expect(consentCommands()).toHaveLength(3), LOADED);
    expect(consentCommands()[2]).toEqual(["consent", "update", everyGoogleConsent("denied")]);
    expect(current.tagManager.consent.at(-1)).toEqual({ command: "update", value: "denied" });

    // Changing one's mind again grants again; the default is not repeated.
    click("Gérer mes cookies");
    click("Accepter");
    await vi.waitFor(() => expect(consentCommands()).toHaveLength(4), LOADED);
    expect(consentCommands()[3]).toEqual(["consent", "update", everyGoogleConsent("granted")]);
  });

  it("every vendor is told (Adobe's opt-in denied, the marketing tracker opted out), their cookies are deleted, and nothing reaches them afterwards", async () => {
    const page = await acceptOn(FILM_PATH, FILM_PAGE);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(current.adobeOptIn).toEqual(["approveAll"]);
    expect(current.movio).toEqual([["init", MOVIO_CUSTOMER]]);
    // What Tag Manager's tags and Adobe's libraries would have written by now, besides the site's own session cookie.
    document.cookie = "_ga_AURORE2026=GS1.1.1; Path=/";
    document.cookie = "_gcl_au=1.1.1; Path=/";
    document.cookie = "token_clubcgr=session; Path=/";
    expect(cookieNames()).toEqual(["AMCV_AURORE%40AdobeOrg", "_ga", "_ga_AURORE2026", "_gcl_au", "s_cc", "token_clubcgr"]);
    const received = () => ({
      googleHits: current.googleTag.hits.length,
      tagManagerEvents: current.tagManager.events.length,
      adobeCalls: current.adobe.length,
    });
    const beforeWithdrawal = received();
    expect(beforeWithdrawal).toEqual({ googleHits: 1, tagManagerEvents: 2, adobeCalls: 1 });

    withdraw();
    await vi.waitFor(() => expect(current.adobeOptIn).toEqual(["approveAll", "denyAll"]), LOADED);
    expect(current.movio).toEqual([["init", MOVIO_CUSTOMER], ["optOut"]]);
    expect(cookieNames()).toEqual(["token_clubcgr"]);

    // Two more pages: no page view, no data-layer event, no direct call, no tracker command, no cookie.
    page.navigate("/cinema/", UNTOLD_PAGE);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    page.navigate("/tarifs/", UNTOLD_PAGE);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS * 2);
    expect(received()).toEqual(beforeWithdrawal);
    expect(dataLayerEvents()).toEqual(["gtm.js", "page_view"]);
    expect(current.movio).toEqual([["init", MOVIO_CUSTOMER], ["optOut"]]);
    expect(cookieNames()).toEqual(["token_clubcgr"]);
    expect(current.scripts.filter((url) => url === ADOBE_LAUNCH_SRC)).toHaveLength(1);

    // Given again, consent brings every vendor back on the same page.
    click("Gérer mes cookies");
    click("Accepter");
    await vi.waitFor(() => expect(current.adobeOptIn).toEqual(["approveAll", "denyAll", "approveAll"]), LOADED);
    expect(current.movio.at(-1)).toEqual(["init", MOVIO_CUSTOMER]);
    await vi.advanceTimersByTimeAsync(QUEUE_DRAIN_MS);
    expect(current.googleTag.hits.map((hit) => new URL(hit.params.page_location!).pathname)).toEqual([FILM_PATH, "/tarifs/"]);
  });
});
