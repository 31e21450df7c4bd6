import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { buildTimeOf } from "./programme-content";
import { DEMO_MEMBERS, hydrated, logIn } from "./support/member";
import { expectAxeClean, expectKeyShowsEachWhole, expectNoHorizontalScroll, screenshot } from "./support/layout-checks";
import { axeFor } from "./support/axe";
import { films } from "./content";

// The listing and the home page at a phone's width and a desktop's, as the browser lays them out. What they show
// for given data (days, filters, the address, « Ajouter à mon agenda », the featured film) is told by
// src/templates/film-listing-page.hydrated.test.tsx and home-page.test.tsx; without JavaScript, by
// listing-without-javascript.spec.ts.

/** The browser's clock is the build's: the page shows what the build computed, day for day. */
async function openAtBuildTime(page: Page, url: string) {
  await page.clock.setFixedTime(await buildTimeOf(page.request));
  await page.goto(url);
  await hydrated(page);
}

/** No horizontal scroll, once the days the listing no longer shows are gone. */
const noHorizontalScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);

/** axe's default rules (the listing's check since it was written). */
async function expectAxeDefaultsClean(page: Page) {
  const { violations } = await axeFor(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 320 ? 640 : 900 } });

    test("the listing with a day chosen: no horizontal scroll, axe-clean", async ({ page }) => {
      await openAtBuildTime(page, "/films/");
      // The filters only exist once the listing has read the address.
      await expect(page.getByText("Filtrer les séances")).toBeVisible();
      const picker = page.getByRole("navigation", { name: "Choisir un jour" });
      const days = picker.getByRole("link");
      const chosen = days.nth(Math.min(3, (await days.count()) - 1));
      await chosen.click();
      await expect(chosen).toHaveAttribute("aria-current", "date");
      await expect(page.locator("section[data-day]:visible")).toHaveCount(1);
      await noHorizontalScroll(page);
      await expectAxeDefaultsClean(page);
      await screenshot(page, `programme-${width}`);
      if (width === 320) {
        await test.step("Tab brings each day's whole name into view", () =>
          expectKeyShowsEachWhole(page, { row: picker.getByRole("list"), items: days, key: "Tab" }));
      }
    });

    test("the home page: the featured film on its backdrop behind legible text, today's showtimes, axe-clean", async ({
      page,
    }) => {
      await openAtBuildTime(page, "/");
      await expect(page.getByRole("region", { name: /./ }).first()).toBeVisible();
      const featured = page.locator('section[aria-labelledby="film-a-l-affiche"]');
      const backdrop = featured.locator("picture img").first();
      await expect.poll(() => backdrop.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await backdrop.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/fonds\/.+\.avif$/);
      // The picture covers the whole box, behind the title.
      const [box, picture] = [await featured.boundingBox(), await backdrop.boundingBox()];
      expect(picture).toEqual(box);
      await expect(featured.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: /au Cinéma L’Aurore$/ })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Réserver / }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      // WCAG A/AA, best practices and the experimental rules: axe's defaults and more.
      await expectAxeClean(page);
      await screenshot(page, `home-${width}`);
    });
  });
}

test("before the listing's scripts run (here they never arrive), it shows one day, and a day chip shows its day in place", async ({
  page,
}) => {
  await page.clock.setFixedTime(await buildTimeOf(page.request));
  // Gatsby's shell and the page's chunks fail: what runs is the head's inline scripts (src/lib/programme/head-script.ts).
  await page.route(/\/[\w.-]+\.js$/, (route) => route.abort());
  await page.goto("/films/");
  const shownDays = page.locator("section[data-day]").filter({ visible: true });
  await expect(shownDays).toHaveCount(1);
  const firstDay = await shownDays.getAttribute("data-day");
  const chip = page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link").nth(1);
  const date = (await chip.getAttribute("href"))!.replace("#jour-", "");
  expect(date).not.toBe(firstDay);
  await chip.click();
  await expect(page.locator(`section[data-day="${date}"]`)).toBeVisible();
  await expect(shownDays).toHaveCount(1);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
});

test("the day chips keep their elements when the island takes over: a tap pressed before and released after is not lost", async ({
  page,
}) => {
  await page.clock.setFixedTime(await buildTimeOf(page.request));
  // The page's chunks wait until the chips as built are held: then the islands take them over.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/[\w.-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/films/");
  const picker = 'nav[aria-label="Choisir un jour"] a';
  await expect(page.locator(picker).first()).toHaveAttribute("href", /^#jour-/);
  await page.evaluate((css) => {
    (window as unknown as { __chips: Element[] }).__chips = [...document.querySelectorAll(css)];
  }, picker);
  release();
  await hydrated(page);
  await expect(page.locator(picker).first()).toHaveAttribute("href", /\?jour=/);
  const kept = await page.evaluate((css) => {
    const before = (window as unknown as { __chips: Element[] }).__chips;
    const after = [...document.querySelectorAll(css)];
    return after.length > 0 && before.length === after.length && before.every((chip, index) => chip === after[index]);
  }, picker);
  expect(kept).toBe(true);
});

/**
 * The favourite controls shown in each film card shown (a control names its film: « Ajouter à mes films (Titre) »):
 * a film may have a card in a day and another in the later weeks, each with its own control.
 */
const favoriteControlsPerCard = (page: Page) =>
  page.evaluate(() => {
    const favorites = (card: Element) =>
      [...card.querySelectorAll("a, button")].filter((control) =>
        /mes films \(.+\)$/i.test(control.getAttribute("aria-label") ?? ""),
      );
    return [...document.querySelectorAll("main article")]
      .filter((card) => card.checkVisibility() && favorites(card).length > 0)
      .map((card) =>
        favorites(card)
          .filter((control) => control.checkVisibility())
          .map((control) => control.tagName),
      );
  });

// Issue 47: a member saw the visitors' link to log in beside her own toggle on every film of the listing.
for (const width of [320, 1280]) {
  test(`at ${width} px, one favourite control per film on / and /films/: the visitor's link, or the member's toggle`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width === 320 ? 640 : 900 });
    // Every card shown has one control, `tag` (cards there are: the list of kinds is not empty).
    const expectOnePerFilm = (tag: "A" | "BUTTON") =>
      expect
        .poll(async () => [...new Set((await favoriteControlsPerCard(page)).map((controls) => controls.join(" + ")))])
        .toEqual([tag]);
    for (const path of ["/", "/films/"]) {
      await page.goto(path);
      await hydrated(page);
      await expectOnePerFilm("A");
    }
    await logIn(page, DEMO_MEMBERS.active, "/films/");
    for (const path of ["/films/", "/"]) {
      if (path !== "/films/") await page.goto(path);
      await hydrated(page);
      // The member's toggles, once their code and her films are loaded.
      await expect(
        page
          .getByRole("main")
          .getByRole("button", { name: /mes films \(/ })
          .first(),
      ).toHaveAttribute("aria-busy", "false");
      await expectOnePerFilm("BUTTON");
    }
  });
}

// Issue 47: the later weeks' cards, the two day strips and the home page's featured film, as laid out.

/** The film whose page offers the most days. */
const dayCount = (film: (typeof films)[number]) =>
  new Set(film.showtimes.map((s) => JSON.stringify(typeof s.start === "string" ? s.start.slice(0, 10) : s.start))).size;
const filmWithMostDays = [...films].sort((a, b) => dayCount(b) - dayCount(a))[0]!;

/** What a day strip's item looks like, for comparing the listing's with a film page's. */
const itemLook = (item: Locator) =>
  item.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      borderRadius: style.borderRadius,
      borderWidth: style.borderTopWidth,
      fontWeight: style.fontWeight,
      paddingLeft: style.paddingLeft,
      whiteSpace: style.whiteSpace,
    };
  });

/** A row of days that scrolls shows that it does: the veil over its end, while more days follow. */
async function expectStripSaysItScrolls(row: Locator, items: Locator) {
  const strip = await row.evaluate((element) => ({
    scrolls: element.scrollWidth > element.clientWidth,
    veil: getComputedStyle(element, "::after").backgroundImage,
  }));
  expect(strip.scrolls, "more days than the row shows, at this width").toBe(true);
  expect(strip.veil).toMatch(/gradient/);
  // Every day whole: its name on one line, none squeezed.
  for (const item of await items.all()) {
    expect(
      await item.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getClientRects().length === 1),
    ).toBe(true);
  }
  // At the row's end the veil is past the last day, which shows in full.
  await row.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  const [last, box] = [(await items.last().boundingBox())!, (await row.boundingBox())!];
  expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width);
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the listing's and a film page's day strips look alike, say that they scroll, and show each day whole", async ({
    page,
  }) => {
    await openAtBuildTime(page, "/films/");
    const listingRow = page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("list");
    const chips = listingRow.getByRole("link");
    await expectStripSaysItScrolls(listingRow, chips);
    const chipLook = await itemLook(chips.first());

    await openAtBuildTime(page, filmWithMostDays.path);
    const daysRow = page.getByRole("radiogroup", { name: "Jours de séances" });
    const days = daysRow.locator("label");
    expect(await days.count()).toBeGreaterThan(3);
    await expectStripSaysItScrolls(daysRow, days);
    expect(await itemLook(days.first())).toEqual(chipLook);
    await screenshot(page, "film-page-days-320");
  });

  test("the home page's featured film: its line of date and time in two lines at most", async ({ page }) => {
    await openAtBuildTime(page, "/");
    const kicker = page.locator('section[aria-labelledby="film-a-l-affiche"] > p').first();
    await expect(kicker).toBeVisible();
    const lines = await kicker.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(2);
  });
});

for (const width of [320, 1280]) {
  test(`at ${width} px, the later weeks' cards: a date each, titles that look like links, the days' poster size, a grid that fills, the favourite control on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 900 });
    await openAtBuildTime(page, "/films/");
    const cards = page.locator("main section[data-bucket] li[data-film]");
    expect(await cards.count()).toBeGreaterThan(3);
    const dayRow = page.locator("main section[data-day]:visible li[data-film]").first();
    const posterWidth = async (row: Locator) => (await row.locator("img").first().boundingBox())!.width;
    const dayPoster = await posterWidth(dayRow);
    const dayRowWidth = (await dayRow.boundingBox())!.width;
    for (const card of await cards.all()) {
      await expect(card).toContainText(/Prochaine séance|Sortie le|Date de sortie à venir/);
      expect(await card.locator("h3 a").evaluate((link) => getComputedStyle(link).textDecorationLine)).toContain("underline");
      expect(await posterWidth(card)).toBeCloseTo(dayPoster, 0);
      // The days' grid: a card is as wide as a day's film.
      expect((await card.boundingBox())!.width).toBeCloseTo(dayRowWidth, 0);
      const favorite = card.locator("[data-favorite-film]");
      if ((await favorite.count()) > 0) {
        const lines = await favorite.evaluate((element) => {
          // Its own words (not the heart, nor the film's title for screen readers, clipped to a pixel): one line.
          const range = document.createRange();
          const words = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          return new Set(
            words.flatMap((node) => {
              range.selectNodeContents(node);
              return [...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top));
            }),
          ).size;
        });
        expect(lines, "the favourite control on one line").toBe(1);
      }
    }
    await screenshot(page, `later-weeks-${width}`, true);
  });
}
