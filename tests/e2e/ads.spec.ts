import { expect, test, type Page } from "@playwright/test";
import { TRACKED_VENDOR_IDS } from "../../src/lib/tracking/vendors";
import { films } from "./content";
import { routeDidomi } from "./support/didomi-stand-in";
import { adRequest, routeGpt } from "./support/gpt-stand-in";
import { hydrated } from "./support/member";
import { recordRequests } from "./support/request-log";
import { serveWithTrackingSettings, trackingSettings, type SettingsChange } from "./support/tracking-settings";

const scheduled = films.filter((f) => f.showtimes.length > 0);
const [filmA, filmB, filmC] = scheduled as [(typeof films)[number], (typeof films)[number], (typeof films)[number]];
const AD_PATH = "/21700000033/WMP_FR_WEB/allads/cinemas-independants-du-rhone/cinema-aurore";
const ALL_LOCATIONS = ["INTERSTITIAL", "PAGES_TOP", "PAGES_BOTTOM", "PULSE"] as const;
const WAIT = { timeout: 8_000 };

async function open(page: Page, change: SettingsChange, path: string) {
  await serveWithTrackingSettings(
    page,
    trackingSettings({ consent: { noticeId: "notice-aurore", didomiApiKey: "api-key-aurore" }, ...change }),
  );
  await routeDidomi(page, {
    regulation: "gdpr",
    consentRequired: true,
    requiredVendorIds: [...TRACKED_VENDOR_IDS],
    purposes: ["ads"],
  });
  const gpt = await routeGpt(page);
  await page.goto(path);
  await hydrated(page);
  return gpt;
}

test("ads wait for consent, then a film page gets its four slots with the film's targeting", async ({ page, baseURL }) => {
  const requests = recordRequests(page);
  const gpt = await open(page, { ads: { display: "PROGRAMMATIC", locations: [...ALL_LOCATIONS] } }, filmA.path);
  // Space is kept for the ads before anything loads (no layout shift later).
  const header = page.locator("#HeaderPromoContainer");
  await expect(header).toHaveAccessibleName("Publicité");
  expect((await header.boundingBox())!.height).toBeGreaterThanOrEqual(90);
  await page.waitForTimeout(1000);
  expect(gpt.scripts).toEqual([]);
  expect(requests.hosts().filter((host) => host !== "localhost")).toEqual(["sdk.privacy-center.org"]);

  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => gpt.adRequests.length, WAIT).toBe(4);
  const slots = gpt.adRequests.map(adRequest);
  expect(slots.map(({ container, size }) => [container, size]).sort()).toEqual(
    [
      ["FooterPromoContainer", "fluid"],
      ["HeaderPromoContainer", "fluid"],
      ["InterstitialContainer", [1, 1]],
      ["PulsePromoContainer", "fluid"],
    ].sort(),
  );
  expect(new Set(slots.map((slot) => slot.adUnitPath))).toEqual(new Set([AD_PATH]));
  expect(slots[0]!.targeting).toEqual({
    page: "movie",
    adType: "captif-et-hors-captif",
    websiteID: "5021",
    domain: "www.cinema-aurore.fr",
    currentPath: filmA.path,
    urlOrigin: new URL(baseURL!).origin,
    theater: "cinema-aurore",
    theaterID: "1042",
    theaterGroup: "cinemas-independants-du-rhone",
    theaterGroupID: "77",
    moviePermalinkPath: `/films/movie/${filmA.id}/`,
    moviePermalinkOrigin: "https://www.cinema-aurore.fr",
    scheduledMovieIds: filmA.id,
  });
  await expect(header).toHaveText("Annonce de démonstration");
});

test("the listing: restricted ads, every scheduled film in the targeting; refused consent shows none", async ({ page }) => {
  const gpt = await open(page, { ads: { display: "RESTRICTED", locations: ["PAGES_TOP"] } }, "/films/");
  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => gpt.adRequests.length, WAIT).toBe(1);
  const slot = adRequest(gpt.adRequests[0]!);
  expect(slot.adUnitPath).toBe(AD_PATH.replace("allads", "restrictedads"));
  expect(slot.targeting.page).toBe("movies");
  expect(slot.targeting.adType).toBe("captif-uniquement");
  expect(slot.targeting.moviePermalinkPath).toBe("");
  const ids = slot.targeting.scheduledMovieIds!.split("|");
  expect(ids.length).toBeGreaterThan(1);
  expect(ids).toContain(filmA.id);

  await page.getByRole("button", { name: "Gérer mes cookies" }).click();
  await page.getByRole("button", { name: "Refuser" }).click();
  await expect(page.locator("#HeaderPromoContainer")).toHaveText("");
  await page.goto(filmB.path);
  await hydrated(page);
  await page.waitForTimeout(1500);
  expect(gpt.adRequests).toHaveLength(1);
});

test("size mapping: sorted viewports; an invalid location warns; a parse error is logged and ignored", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  const sizeMapping = JSON.stringify({ header: { "0": [[320, 50]], "1024": [[728, 90]], "768": [[468, 60]] }, footer: "728x90" });
  const gpt = await open(
    page,
    { consent: { disabled: true }, ads: { display: "PROGRAMMATIC", locations: ["PAGES_TOP", "PAGES_BOTTOM"], sizeMapping } },
    filmA.path,
  );
  await expect.poll(() => gpt.adRequests.length, WAIT).toBe(2);
  const byContainer = Object.fromEntries(gpt.adRequests.map(adRequest).map((slot) => [slot.container, slot.sizeMapping]));
  expect(byContainer.HeaderPromoContainer).toEqual([
    [[1024, 0], [[728, 90]]],
    [[768, 0], [[468, 60]]],
    [[0, 0], [[320, 50]]],
  ]);
  expect(byContainer.FooterPromoContainer).toBeNull();
  expect(messages).toContain("warning: Invalid size mapping for ad location footer");

  const broken = await page.context().newPage();
  const brokenMessages: string[] = [];
  broken.on("console", (message) => brokenMessages.push(`${message.type()}: ${message.text()}`));
  const brokenGpt = await open(
    broken,
    { consent: { disabled: true }, ads: { display: "PROGRAMMATIC", locations: ["PAGES_TOP"], sizeMapping: "{header:" } },
    filmA.path,
  );
  await expect.poll(() => brokenGpt.adRequests.length, WAIT).toBe(1);
  expect(adRequest(brokenGpt.adRequests[0]!).sizeMapping).toBeNull();
  expect(brokenMessages.some((text) => text.startsWith("error: Error parsing size mapping"))).toBe(true);
});

test("navigating between films clears and reloads the slots, at most once per 500 ms", async ({ page }) => {
  const gpt = await open(
    page,
    { consent: { disabled: true }, ads: { display: "PROGRAMMATIC", locations: ["PAGES_TOP"] } },
    filmA.path,
  );
  await expect.poll(() => gpt.adRequests.length, WAIT).toBe(1);
  const navigate = (path: string) =>
    page.evaluate((to) => (window as unknown as { ___navigate: (path: string) => void }).___navigate(to), path);
  await navigate(filmB.path);
  await expect(page).toHaveURL(new RegExp(filmB.path));
  await expect.poll(() => gpt.adRequests.length, WAIT).toBe(2);
  expect(adRequest(gpt.adRequests[1]!).targeting.currentPath).toBe(filmB.path);

  await navigate(filmC.path);
  await expect(page).toHaveURL(new RegExp(filmC.path));
  await expect.poll(() => gpt.adRequests.length, WAIT).toBe(3);
  await page.waitForTimeout(700);

  // Three films already visited, in quick succession: one reload at once, then one with the last film.
  // Started in one task, so they stay within 500 ms of each other however loaded the machine is.
  const before = gpt.adRequests.length;
  await page.evaluate(
    (paths) => paths.forEach((to) => (window as unknown as { ___navigate: (path: string) => void }).___navigate(to)),
    [filmA.path, filmC.path, filmB.path],
  );
  await expect(page).toHaveURL(new RegExp(filmB.path));
  await page.waitForTimeout(1200);
  const burst = gpt.adRequests.slice(before).map((url) => adRequest(url).targeting.currentPath);
  expect(burst.length).toBeGreaterThanOrEqual(1);
  expect(burst.length).toBeLessThanOrEqual(2);
  expect(burst.at(-1)).toBe(filmB.path);
  await expect(page.locator("#HeaderPromoContainer")).toHaveText("Annonce de démonstration");
});

/** The site's own ad script for CUSTOM_WITHOUT_WRAPPER: it reads the consent config, loads GPT and shows its slots. */
function customAdScript() {
  const w = window as unknown as {
    adsConsentConfig?: unknown;
    customScriptSawConfig?: unknown;
    googletag?: { cmd: { push: (command: () => void) => void } };
  };
  w.customScriptSawConfig = w.adsConsentConfig;
  const gpt = document.createElement("script");
  gpt.src = "https://securepubads.g.doubleclick.net/tag/js/gpt.js";
  document.head.append(gpt);
  const queue = (w.googletag ??= { cmd: [] as (() => void)[] });
  queue.cmd.push(() => {
    const tag = w.googletag as unknown as {
      defineSlot: (path: string, size: unknown, id: string) => { addService: (s: unknown) => void };
      pubads: () => { setTargeting: (k: string, v: string) => void };
      enableServices: () => void;
      display: (id: string) => void;
    };
    tag.defineSlot("/custom/unit", [1, 1], "InterstitialCustomPromoContainer").addService(tag.pubads());
    tag.defineSlot("/custom/unit", "fluid", "HeaderCustomPromoContainer").addService(tag.pubads());
    tag.pubads().setTargeting("custom", "first-page");
    tag.enableServices();
    tag.display("InterstitialCustomPromoContainer");
    tag.display("HeaderCustomPromoContainer");
  });
}

test("CUSTOM_WITHOUT_WRAPPER: its script after consent, then later pages reset targeting and refresh all slots but the interstitial", async ({
  page,
}) => {
  const CUSTOM = "https://ads.cinema-aurore.example/wrapper.js";
  const custom: string[] = [];
  await page.route(CUSTOM, (route) => {
    custom.push(route.request().url());
    return route.fulfill({ contentType: "application/javascript", body: `(${customAdScript.toString()})();` });
  });
  const gpt = await open(
    page,
    { ads: { display: "CUSTOM_WITHOUT_WRAPPER", custom: CUSTOM, locations: ["INTERSTITIAL", "PAGES_TOP"] } },
    filmA.path,
  );
  await page.waitForTimeout(800);
  expect(custom).toEqual([]);
  await page.getByRole("button", { name: "Accepter" }).click();
  await expect.poll(() => gpt.adRequests.length, WAIT).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { customScriptSawConfig: unknown }).customScriptSawConfig)).toEqual({
    ccpa: { enabled: true },
    externalConsent: { enabled: true },
    app: {
      name: "Cinéma L'Aurore",
      logoUrl: "https://www.cinema-aurore.fr/logo.svg",
      privacyPolicyUrl: "https://www.cinema-aurore.fr/confidentialite/",
    },
    country: "FR",
  });

  await page.getByRole("link", { name: "Films et séances" }).first().click();
  await expect(page).toHaveURL(/\/films\/$/);
  await expect.poll(() => gpt.adRequests.length, WAIT).toBe(3);
  const refreshed = adRequest(gpt.adRequests[2]!);
  expect(refreshed.container).toBe("HeaderCustomPromoContainer");
  expect(refreshed.targeting.custom).toBeUndefined();
  expect(refreshed.targeting.currentPath).toBe("/films/");
  expect(refreshed.targeting.adType).toBe("captif-uniquement");

  // A page without scheduled films refreshes them too, with its own targeting.
  await page.getByRole("contentinfo").getByRole("link", { name: "Tarifs" }).first().click();
  await expect(page).toHaveURL(/\/tarifs\/$/);
  await expect.poll(() => gpt.adRequests.length, WAIT).toBe(4);
  const withoutFilms = adRequest(gpt.adRequests[3]!);
  expect(withoutFilms.container).toBe("HeaderCustomPromoContainer");
  expect(withoutFilms.targeting.currentPath).toBe("/tarifs/");
  expect(withoutFilms.targeting.scheduledMovieIds).toBe("");
  expect(custom).toHaveLength(1);
});
