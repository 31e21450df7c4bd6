import { expect, test } from "@playwright/test";
import { TRACKED_VENDOR_IDS } from "../../src/lib/tracking/vendors";
import { films } from "./content";
import { ADOBE_LAUNCH_SRC, routeAnalytics } from "./support/analytics-stand-ins";
import { routeDidomi } from "./support/didomi-stand-in";
import { DEMO_MEMBERS, hydrated, logIn, submitLogin } from "./support/member";
import { recordRequests } from "./support/request-log";
import { serveWithTrackingSettings, trackingSettings } from "./support/tracking-settings";

const film = films.find((f) => f.showtimes.length > 0)!;
const other = films.find((f) => f.id !== film.id)!;
const GA = { type: "GOOGLE_ANALYTICS", token: "G-AURORE2026" };
const GTM = { type: "GOOGLE_TAG_MANAGER", token: "GTM-AURORE" };
const WAIT = { timeout: 12_000 };

test.beforeEach(async ({ page }) => {
  await serveWithTrackingSettings(
    page,
    trackingSettings({
      consent: { noticeId: "notice-aurore", didomiApiKey: "api-key-aurore" },
      analytics: { enableGoogleAnalytics: true, trackers: [GA, GTM], adobeLaunchSrc: ADOBE_LAUNCH_SRC },
    }),
  );
  await routeDidomi(page, {
    regulation: "gdpr",
    consentRequired: true,
    requiredVendorIds: [...TRACKED_VENDOR_IDS],
    purposes: ["audience"],
  });
});

test("nothing before a choice; Accepter loads GA, GTM and Adobe Launch, and each page view carries the page data record", async ({
  page,
  context,
}) => {
  const vendors = await routeAnalytics(page);
  const requests = recordRequests(page);
  await page.goto(film.path);
  await hydrated(page);
  await page.waitForTimeout(3500);
  expect(requests.hosts().filter((host) => host !== "localhost")).toEqual(["sdk.privacy-center.org"]);

  const acceptedAt = Date.now();
  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => vendors.hits.length, WAIT).toBe(1);
  expect(vendors.googleTag).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-AURORE2026"]);
  expect(vendors.tagManager).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-AURORE"]);
  expect(vendors.adobeLaunch).toEqual([ADOBE_LAUNCH_SRC]);

  const hit = vendors.hits[0]!.searchParams;
  expect(hit.get("tid")).toBe("G-AURORE2026");
  expect(hit.get("en")).toBe("page_view");
  expect(hit.get("aip")).toBe("1");
  expect(hit.get("dl")).toBe(new URL(film.path, page.url()).toString());
  expect(Object.fromEntries([...hit].filter(([key]) => key.startsWith("ep.")))).toEqual({
    "ep.urlOrigin": new URL(page.url()).origin,
    "ep.domain": "www.cinema-aurore.fr",
    "ep.pageType": "movie",
    "ep.theaterId": "1042",
    "ep.theaterName": "Cinéma L'Aurore",
    "ep.theaterPermalinkOrigin": "https://www.cinema-aurore.fr",
    "ep.theaterPermalinkPath": "/cinema/",
    "ep.movieId": film.id,
    "ep.movieTitle": film.title,
    "ep.movieReleaseDate": expect.stringMatching(/^(\d{4}-\d{2}-\d{2})?$/),
    "ep.moviePermalinkOrigin": "https://www.cinema-aurore.fr",
    "ep.moviePermalinkPath": `/films/movie/${film.id}/`,
    "ep.isLoggedIn": "false",
  });
  // The analytics cookie: 34,164,000 s.
  const ga = (await context.cookies()).find((cookie) => cookie.name === "_ga")!;
  expect(Math.abs(ga.expires - (acceptedAt / 1000 + 34_164_000))).toBeLessThan(120);
  // Tag Manager sees the same page view in the data layer; Adobe Launch gets it as a direct call.
  const layerEvents = await page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer.filter((entry) => !("length" in (entry as object))),
  );
  expect(layerEvents).toContainEqual(expect.objectContaining({ event: "page_view", movieId: film.id, pageType: "movie" }));
  await expect.poll(() => vendors.adobeHits.length, WAIT).toBe(1);
  expect(vendors.adobeHits[0]!.searchParams.get("c.movieTitle")).toBe(film.title);

  // Client-side navigation: one more page view, with the new page's record.
  await page.getByRole("link", { name: "Films et séances" }).first().click();
  await expect(page).toHaveURL(/\/films\/$/);
  await expect.poll(() => vendors.hits.length, WAIT).toBe(2);
  expect(vendors.hits[1]!.searchParams.get("ep.pageType")).toBe("movies");
  expect(vendors.hits[1]!.searchParams.get("ep.movieId")).toBe("");
});

test("Refuser loads nothing; changing one's mind starts analytics, and back again stops it", async ({ page }) => {
  const vendors = await routeAnalytics(page);
  const requests = recordRequests(page);
  await page.goto("/films/");
  await hydrated(page);
  await page.getByRole("button", { name: "Refuser" }).click();
  await page.goto(film.path);
  await hydrated(page);
  await page.waitForTimeout(3500);
  expect(requests.hosts().filter((host) => host !== "localhost")).toEqual(["sdk.privacy-center.org"]);

  await page.getByRole("button", { name: "Gérer mes cookies" }).click();
  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => vendors.hits.length, WAIT).toBe(1);
  expect(vendors.hits[0]!.searchParams.get("ep.movieId")).toBe(film.id);

  await page.getByRole("button", { name: "Gérer mes cookies" }).click();
  await page.getByRole("button", { name: "Refuser" }).click();
  await page.getByRole("link", { name: "Films et séances" }).first().click();
  await expect(page).toHaveURL(/\/films\/$/);
  await page.goto(other.path);
  await hydrated(page);
  await page.waitForTimeout(3500);
  expect(vendors.hits).toHaveLength(1);
  expect(vendors.googleTag).toHaveLength(1);
});

test("no e-mail, reset code or token reaches an analytics URL", async ({ page }) => {
  const vendors = await routeAnalytics(page);
  const requests = recordRequests(page);
  await page.goto("/films/");
  await hydrated(page);
  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => vendors.hits.length, WAIT).toBe(1);
  await page.goto("/reinitialiser-mot-de-passe/?resetCode=RESET-4242&email=marie.dupont%40example.fr&utm_source=lettre");
  await hydrated(page);
  await expect.poll(() => vendors.hits.length, WAIT).toBe(2);
  expect(vendors.hits[1]!.searchParams.get("dl")).toMatch(/\/reinitialiser-mot-de-passe\/\?utm_source=lettre$/);
  const outside = requests.all().filter((url) => !url.startsWith(new URL(page.url()).origin));
  expect(outside.filter((url) => /RESET-4242|marie|example\.fr|%40/.test(decodeURIComponent(url)))).toEqual([]);
});

test("isLoggedIn is true for a member and false for an expired one, who counts as logged out (SPEC §4)", async ({ page }) => {
  const vendors = await routeAnalytics(page);
  const loggedInOfPageViews = (from: number) =>
    vendors.hits
      .slice(from)
      .filter((hit) => hit.searchParams.get("en") === "page_view")
      .map((hit) => [new URL(hit.searchParams.get("dl")!).pathname, hit.searchParams.get("ep.isLoggedIn")]);
  await logIn(page, DEMO_MEMBERS.active, "/cinema/");
  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => loggedInOfPageViews(0), WAIT).toEqual([["/cinema/", "true"]]);

  // Marie leaves; Paul, whose membership has expired, logs in: the login page keeps him logged out.
  await page.context().clearCookies({ name: "token_clubcgr" });
  await page.goto("/connexion/");
  await submitLogin(page, DEMO_MEMBERS.expired);
  await expect(page.getByRole("alert")).toHaveText("Votre compte a expiré (Code : 46)");
  const before = vendors.hits.length;
  await page.goto("/cinema/");
  await hydrated(page);
  await expect.poll(() => loggedInOfPageViews(before), WAIT).toEqual([["/cinema/", "false"]]);
});
