import { expect, test, type Page } from "@playwright/test";
import { googleTagUrl, TRACKED_VENDOR_IDS } from "../../src/lib/tracking/vendors";
import { films } from "./content";
import { routeAnalytics } from "./support/analytics-stand-ins";
import { routeDidomi, type DidomiStandInOptions } from "./support/didomi-stand-in";
import { hydrated } from "./support/member";
import { recordRequests } from "./support/request-log";
import { serveWithTrackingSettings, trackingSettings } from "./support/tracking-settings";

const film = films.find((f) => f.showtimes.length > 0)!;
const BANNER = { noticeId: "notice-aurore", didomiApiKey: "api-key-aurore" };
const GDPR: DidomiStandInOptions = {
  regulation: "gdpr",
  consentRequired: true,
  requiredVendorIds: [...TRACKED_VENDOR_IDS],
  purposes: ["cookies", "audience"],
};
const consentState = (page: Page) => page.locator("html").getAttribute("data-tracking-consent");

test("the demo configuration: no request leaves the site, and no tracking code is loaded", async ({ page }) => {
  const requests = recordRequests(page);
  for (const path of ["/", "/films/", film.path, "/cinema/"]) {
    await page.goto(path);
    await hydrated(page);
    await page.mouse.wheel(0, 3000);
  }
  await page.waitForTimeout(1500);
  expect(requests.all().length).toBeGreaterThan(10);
  expect(requests.thirdParty()).toEqual([]);
  expect(requests.all().filter((url) => /\/tracking-[\w]+\.js/.test(url))).toEqual([]);
  await expect(page.getByRole("button", { name: "Gérer mes cookies" })).toHaveCount(0);
  expect(await consentState(page)).toBeNull();
});

test("with a banner: before any choice only the banner's loader leaves the site; Refuser then Accepter", async ({ page }) => {
  await serveWithTrackingSettings(page, trackingSettings({ consent: BANNER }));
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
  await page.getByRole("link", { name: "Films et séances" }).first().click();
  await expect(page).toHaveURL(/\/films\/$/);
  expect(await consentState(page)).toBe("refused");
  // Refused: still nothing but the banner's loader has left the site.
  expect(requests.thirdParty()).toEqual(loader);

  // « Gérer mes cookies » reopens the choices; the visitor changes their mind: analytics starts (SPEC §4).
  await page.getByRole("button", { name: "Gérer mes cookies" }).click();
  await banner.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => consentState(page)).toBe("granted");
  await expect.poll(() => vendors.googleTag).toEqual([googleTagUrl("G-AURORE2026")]);
  expect(requests.thirdParty().slice(0, 2)).toEqual([...loader, googleTagUrl("G-AURORE2026")]);
});

test("a returning visitor's choice is read at once; gdpr with one required vendor refused means refused", async ({ page }) => {
  await serveWithTrackingSettings(page, trackingSettings({ consent: BANNER }));
  await routeDidomi(page, { ...GDPR, vendorsOnAccept: TRACKED_VENDOR_IDS.filter((id) => id !== "google") });
  await page.goto("/films/");
  await hydrated(page);
  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => consentState(page)).toBe("refused");
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("dialog", { name: "Vos choix de cookies" })).toHaveCount(0);
  await expect.poll(() => consentState(page)).toBe("refused");
});

test("ccpa: granted until « Ne pas vendre mes données »", async ({ page }) => {
  await serveWithTrackingSettings(page, trackingSettings({ consent: BANNER }));
  await routeDidomi(page, { ...GDPR, regulation: "ccpa", consentRequired: false, purposes: ["sell"] });
  await page.goto("/films/");
  await hydrated(page);
  await expect.poll(() => consentState(page)).toBe("granted");
  await page.getByRole("button", { name: "Gérer mes cookies" }).click();
  await page.getByRole("button", { name: "Ne pas vendre mes données" }).click();
  await expect.poll(() => consentState(page)).toBe("refused");
});

test("another regime (vcdpa): granted even with a purpose refused", async ({ page }) => {
  await serveWithTrackingSettings(page, trackingSettings({ consent: BANNER }));
  await routeDidomi(page, { ...GDPR, regulation: "vcdpa", consentRequired: false, purposes: ["sell"] });
  await page.goto("/films/");
  await hydrated(page);
  await expect.poll(() => consentState(page)).toBe("granted");
  await page.getByRole("button", { name: "Gérer mes cookies" }).click();
  await page.getByRole("button", { name: "Ne pas vendre mes données" }).click();
  await page.waitForTimeout(300);
  expect(await consentState(page)).toBe("granted");
});

test("consent management disabled: no banner, consent granted without asking", async ({ page }) => {
  await serveWithTrackingSettings(page, trackingSettings({ consent: { ...BANNER, disabled: true } }));
  const loader = await routeDidomi(page, GDPR);
  await page.goto("/films/");
  await hydrated(page);
  await expect.poll(() => consentState(page)).toBe("granted");
  expect(loader).toEqual([]);
  await expect(page.getByRole("button", { name: "Gérer mes cookies" })).toHaveCount(0);
});
