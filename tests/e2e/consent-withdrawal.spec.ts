import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { googleTagUrl, movioTrackerUrl, tagManagerUrl } from "../../src/lib/tracking/vendors";
import { films } from "./content";
import { ADOBE_LAUNCH_SRC, routeAnalytics } from "./support/analytics-stand-ins";
import { GDPR_ANALYTICS, routeDidomi } from "./support/didomi-stand-in";
import { hydrated } from "./support/member";
import { routeMovio } from "./support/movio-stand-in";
import { recordRequests } from "./support/request-log";
import { serveWithTrackingSettings, trackingSettings, type SettingsChange } from "./support/tracking-settings";

// Withdrawing consent is as easy and as effective as giving it (SPEC §4, CNIL), vendor by vendor, in a real page:
// consent, a page view, withdrawal through « Gérer mes cookies », then two more pages (client-side navigations):
// nothing leaves the site for the vendor and it writes no cookie; the cookies it had written are gone. What each
// vendor's API is told (Consent Mode, Adobe's opt-in, the tracker's opt-out) is unit-tested:
// src/features/tracking/composition/consent-withdrawal.test.tsx. The page runs on Playwright's clock (flowing as the
// real one): « nothing left » is checked once the clock has run past the analytics queue's next drain, not after a wait.

const film = films.find((f) => f.showtimes.length > 0)!;
const BANNER = { noticeId: "notice-aurore", didomiApiKey: "api-key-aurore" };
const GA = { type: "GOOGLE_ANALYTICS", token: "G-AURORE2026" };
const GTM = { type: "GOOGLE_TAG_MANAGER", token: "GTM-AURORE" };
const CUSTOMER = "aurore-42";
const GDPR = GDPR_ANALYTICS;
const WAIT = { timeout: 12_000 };
/** SPEC §9: the analytics queue drains every 3 s: once the page's clock has run that long, nothing is left in it. */
const QUEUE_DRAIN_MS = 3000;
/** A request of the site's own the test has the page make: the request log's mark that what came before is in it. */
const MARKER_PATH = "/__request-marker";
const consentState = (page: Page) => page.locator("html").getAttribute("data-tracking-consent");
const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name).sort();

/** The data layer's Consent Mode commands, each as « default denied », « update granted »…, and its entries before them. */
const consentModeIn = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((entry) => {
      if (typeof entry !== "object" || entry === null || !("length" in entry)) return [];
      const [command, action, values] = Array.from(entry as ArrayLike<unknown>);
      if (command !== "consent") return [];
      return [`${String(action)} ${String((values as Record<string, unknown>).analytics_storage)}`];
    }),
  );

/** The page's settings with the banner and `analytics`; the banner answered by its stand-in; the page's clock ours. */
async function serveWith(page: Page, analytics: SettingsChange["analytics"]) {
  await serveWithTrackingSettings(page, trackingSettings({ consent: BANNER, analytics }));
  await routeDidomi(page, GDPR);
  await page.route(`**${MARKER_PATH}`, (route) => route.fulfill({ status: 204 }));
  await page.clock.install();
}

/**
 * The requests that left the machine since the log held `since` of them, the page's clock run past the analytics
 * queue's next drain: the page then asks for the marker, and the log, which records requests in the order the page
 * makes them, has everything before it once it has the marker.
 */
async function leftTheMachineSince(page: Page, requests: ReturnType<typeof recordRequests>, since: number) {
  const isMarker = (url: string) => new URL(url).pathname === MARKER_PATH;
  await page.clock.runFor(QUEUE_DRAIN_MS);
  await page.evaluate((marker) => void fetch(marker), MARKER_PATH);
  await expect.poll(() => requests.all().slice(since).some(isMarker)).toBe(true);
  const after = requests.all().slice(since);
  return after.slice(0, after.findIndex(isMarker)).filter((url) => !["localhost", "127.0.0.1"].includes(new URL(url).hostname));
}

/** The film page, loaded, and Accepter. */
async function giveConsent(page: Page) {
  await page.goto(film.path);
  await hydrated(page);
  await page.getByRole("dialog", { name: "Vos choix de cookies" }).getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => consentState(page)).toBe("granted");
}

/** « Le cinéma »: a client-side navigation. */
async function toCinema(page: Page) {
  await page.getByRole("link", { name: "Le cinéma" }).first().click();
  await expect(page).toHaveURL(/\/cinema\/$/);
}

/** « Gérer mes cookies », then Refuser. */
async function withdraw(page: Page) {
  await page.getByRole("button", { name: "Gérer mes cookies" }).click();
  await page.getByRole("dialog", { name: "Vos choix de cookies" }).getByRole("button", { name: "Refuser" }).click();
  await expect.poll(() => consentState(page)).toBe("refused");
}

/** Two content pages from the footer (client-side navigations). */
async function twoMorePages(page: Page) {
  for (const name of ["Accessibilité", "Avant-premières"]) {
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  }
}

test("withdrawal, Google Analytics: Consent Mode denies, its _ga cookie is deleted, and nothing reaches Google on the next pages", async ({
  page,
}) => {
  await serveWith(page, { enableGoogleAnalytics: true, trackers: [GA] });
  const vendors = await routeAnalytics(page);
  const requests = recordRequests(page);
  await giveConsent(page);
  await expect.poll(() => vendors.hits.length, WAIT).toBe(1);
  await toCinema(page);
  await expect.poll(() => vendors.hits.length, WAIT).toBe(2);
  expect(vendors.googleTag).toEqual([googleTagUrl("G-AURORE2026")]);
  expect(await cookieNames(page)).toContain("_ga");
  expect(await consentModeIn(page)).toEqual(["default denied", "update granted"]);

  await withdraw(page);
  await expect.poll(() => cookieNames(page)).not.toContain("_ga");
  expect(await consentModeIn(page)).toEqual(["default denied", "update granted", "update denied"]);
  const since = requests.all().length;
  const cookiesAtWithdrawal = await cookieNames(page);

  await twoMorePages(page);
  expect(await leftTheMachineSince(page, requests, since)).toEqual([]);
  expect(vendors.hits).toHaveLength(2);
  expect(await cookieNames(page)).toEqual(cookiesAtWithdrawal);
});

test("withdrawal, Tag Manager: Consent Mode stops the container's own tag, its cookies are deleted, and nothing reaches Google on the next pages", async ({
  page,
}) => {
  // Targeting tracking on: the container loads without Google Analytics (SPEC §9).
  await serveWith(page, { enableGoogleAnalytics: false, enableTargettTracking: true, trackers: [GTM] });
  const vendors = await routeAnalytics(page, { historyChangeRules: true });
  const requests = recordRequests(page);
  await giveConsent(page);
  await page.waitForFunction(() => "google_tag_manager" in window);
  expect(vendors.tagManager).toEqual([tagManagerUrl("GTM-AURORE")]);
  // The default was in the data layer before gtm.js was asked for: the container read it first.
  expect(await consentModeIn(page)).toEqual(["default denied", "update granted"]);
  await toCinema(page);
  await expect.poll(() => vendors.tagManagerHits.length, WAIT).toBe(1);
  expect(vendors.tagManagerHits[0]!.searchParams.get("dl")).toBe(new URL("/cinema/", page.url()).toString());
  expect(await cookieNames(page)).toEqual(expect.arrayContaining(["_ga", "_ga_CONTAINER"]));

  await withdraw(page);
  await expect.poll(async () => (await cookieNames(page)).filter((name) => name.startsWith("_ga"))).toEqual([]);
  expect(await consentModeIn(page)).toEqual(["default denied", "update granted", "update denied"]);
  const since = requests.all().length;
  const cookiesAtWithdrawal = await cookieNames(page);

  // The container's tag still sees each navigation, and does not fire.
  await twoMorePages(page);
  expect(await leftTheMachineSince(page, requests, since)).toEqual([]);
  expect(vendors.tagManagerHits).toHaveLength(1);
  expect(await cookieNames(page)).toEqual(cookiesAtWithdrawal);
});

test("withdrawal, Adobe Launch: Adobe's opt-in is denied so the property's own rule sends nothing, its cookies are deleted, and nothing reaches Adobe on the next pages", async ({
  page,
}) => {
  await serveWith(page, { enableGoogleAnalytics: false, adobeLaunchSrc: ADOBE_LAUNCH_SRC });
  const vendors = await routeAnalytics(page, { historyChangeRules: true });
  const requests = recordRequests(page);
  await giveConsent(page);
  // The film page's view, a direct call: Launch is there and approved.
  await expect.poll(() => vendors.adobeHits.length, WAIT).toBe(1);
  expect(vendors.adobeLaunch).toEqual([ADOBE_LAUNCH_SRC]);
  await toCinema(page);
  // The cinema's: a direct call, and the property's own page view.
  await expect.poll(() => vendors.adobeHits.length, WAIT).toBe(3);
  expect(await cookieNames(page)).toEqual(expect.arrayContaining(["AMCVS_AURORE%40AdobeOrg", "AMCV_AURORE%40AdobeOrg", "s_cc"]));

  await withdraw(page);
  await expect
    .poll(async () => (await cookieNames(page)).filter((name) => name.startsWith("AMCV") || name.startsWith("s_")))
    .toEqual([]);
  const analyticsApproved = () =>
    page.evaluate(() =>
      (window as unknown as { adobe: { optIn: { isApproved(categories: string): boolean } } }).adobe.optIn.isApproved("aa"),
    );
  expect(await analyticsApproved()).toBe(false);
  const since = requests.all().length;
  const cookiesAtWithdrawal = await cookieNames(page);

  // The property's rule still sees each navigation, and Adobe's libraries send nothing.
  await twoMorePages(page);
  expect(await leftTheMachineSince(page, requests, since)).toEqual([]);
  expect(vendors.adobeHits).toHaveLength(3);
  expect(await cookieNames(page)).toEqual(cookiesAtWithdrawal);
});

test("withdrawal, the marketing tracker: it is opted out and sends nothing, even when asked, and nothing reaches it on the next pages", async ({
  page,
}) => {
  await serveWith(page, { enableGoogleAnalytics: false, enableMovio: true, movioCustomerId: CUSTOMER });
  const movio = await routeMovio(page, CUSTOMER);
  const requests = recordRequests(page);
  // Whatever else on the page may still call the tracker (a Tag Manager tag, say).
  const askTracker = () =>
    page.evaluate(() => (window as unknown as { movio(...args: unknown[]): void }).movio("track", "probe"));
  await giveConsent(page);
  await expect.poll(() => movio.scripts, WAIT).toEqual([movioTrackerUrl(CUSTOMER)]);
  await toCinema(page);
  // No page views for it; asked, it sends.
  await askTracker();
  await expect.poll(() => movio.hits.length, WAIT).toBe(1);
  const cookiesBefore = await cookieNames(page);

  await withdraw(page);
  const since = requests.all().length;
  await twoMorePages(page);
  await askTracker();
  expect(await leftTheMachineSince(page, requests, since)).toEqual([]);
  expect(movio.hits).toHaveLength(1);
  expect(await cookieNames(page)).toEqual(cookiesBefore);
});
