import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { googleTagUrl, tagManagerUrl } from "../../src/lib/tracking/vendors";
import { films } from "./content";
import { ADOBE_LAUNCH_SRC, routeAnalytics } from "./support/analytics-stand-ins";
import { GDPR_ANALYTICS, routeDidomi } from "./support/didomi-stand-in";
import { hydrated } from "./support/member";
import { recordRequests } from "./support/request-log";
import { serveWithTrackingSettings, trackingSettings } from "./support/tracking-settings";

// What a real page does: the requests that leave it, the vendors' scripts it loads (its CSP allowing them), and
// page views across client-side navigation. The consent rules, the page data record and each vendor's calls are
// unit-tested: src/features/tracking/composition/{consent-journeys,analytics-page-views}.test.tsx.

const film = films.find((f) => f.showtimes.length > 0)!;
const BANNER = { noticeId: "notice-aurore", didomiApiKey: "api-key-aurore" };
const GA = { type: "GOOGLE_ANALYTICS", token: "G-AURORE2026" };
const GTM = { type: "GOOGLE_TAG_MANAGER", token: "GTM-AURORE" };
const GDPR = GDPR_ANALYTICS;
const WAIT = { timeout: 12_000 };
const consentState = (page: Page) => page.locator("html").getAttribute("data-tracking-consent");

test("the demo configuration: no request leaves the site, and no tracking code is loaded", async ({ page }) => {
  const requests = recordRequests(page);
  for (const path of ["/", "/films/", film.path, "/cinema/"]) {
    await page.goto(path);
    await hydrated(page);
    await page.mouse.wheel(0, 3000);
  }
  // What the scroll and the hydrated page ask for has been asked.
  await page.waitForLoadState("networkidle");
  expect(requests.all().length).toBeGreaterThan(10);
  expect(requests.thirdParty()).toEqual([]);
  expect(requests.all().filter((url) => /\/tracking-[\w]+\.js/.test(url))).toEqual([]);
  await expect(page.getByRole("button", { name: "Gérer mes cookies" })).toHaveCount(0);
  expect(await consentState(page)).toBeNull();
});

test("with a banner: only its loader leaves the site before a choice and after Refuser; Accepter loads the analytics vendors, whose page views follow the visitor", async ({
  page,
}) => {
  await serveWithTrackingSettings(
    page,
    trackingSettings({
      consent: BANNER,
      analytics: { enableGoogleAnalytics: true, trackers: [GA, GTM], adobeLaunchSrc: ADOBE_LAUNCH_SRC },
    }),
  );
  const loader = await routeDidomi(page, GDPR);
  const vendors = await routeAnalytics(page);
  const requests = recordRequests(page);
  await page.goto(film.path);
  await hydrated(page);
  const banner = page.getByRole("dialog", { name: "Vos choix de cookies" });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute("lang", "fr");
  expect(loader).toEqual(["https://sdk.privacy-center.org/api-key-aurore/loader.js?target_type=notice&target=notice-aurore"]);
  expect(await consentState(page)).toBe("unknown");
  expect(requests.thirdParty()).toEqual(loader);

  await banner.getByRole("button", { name: "Refuser" }).click();
  await expect.poll(() => consentState(page)).toBe("refused");
  // A client-side navigation (the listing and the home page are loaded from the server: their programme is static).
  await page.getByRole("link", { name: "Le cinéma" }).first().click();
  await expect(page).toHaveURL(/\/cinema\/$/);
  expect(await consentState(page)).toBe("refused");
  // Refused: still nothing but the banner's loader has left the site.
  expect(requests.thirdParty()).toEqual(loader);

  // « Gérer mes cookies » reopens the choices; the visitor changes their mind: analytics starts (SPEC §4).
  await page.getByRole("button", { name: "Gérer mes cookies" }).click();
  await banner.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => consentState(page)).toBe("granted");
  await expect.poll(() => vendors.hits.length, WAIT).toBe(1);
  expect(vendors.googleTag).toEqual([googleTagUrl("G-AURORE2026")]);
  expect(vendors.tagManager).toEqual([tagManagerUrl("GTM-AURORE")]);
  expect(vendors.adobeLaunch).toEqual([ADOBE_LAUNCH_SRC]);
  // The first requests to leave the site after the banner's loader are the vendors' scripts.
  expect(requests.thirdParty()[0]).toBe(loader[0]);
  expect(requests.thirdParty().slice(1, 4).sort()).toEqual(
    [googleTagUrl("G-AURORE2026"), tagManagerUrl("GTM-AURORE"), ADOBE_LAUNCH_SRC].sort(),
  );
  const cinemaView = vendors.hits[0]!.searchParams;
  expect([cinemaView.get("tid"), cinemaView.get("en")]).toEqual(["G-AURORE2026", "page_view"]);
  expect(cinemaView.get("dl")).toBe(new URL("/cinema/", page.url()).toString());
  expect([cinemaView.get("ep.pageType"), cinemaView.get("ep.movieId")]).toEqual(["page", ""]);
  await expect.poll(() => vendors.adobeHits.length, WAIT).toBe(1);

  // Back to the film page (a client-side navigation): one more page view, with its record, for Google and Adobe.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${film.path}$`));
  await expect.poll(() => vendors.hits.length, WAIT).toBe(2);
  expect([vendors.hits[1]!.searchParams.get("ep.pageType"), vendors.hits[1]!.searchParams.get("ep.movieId")]).toEqual([
    "movie",
    film.id,
  ]);
  await expect.poll(() => vendors.adobeHits.length, WAIT).toBe(2);
  expect(vendors.adobeHits[1]!.searchParams.get("c.movieTitle")).toBe(film.title);
});
