import { expect, test, type Page } from "@playwright/test";
import { films } from "./content";
import { hydrated } from "./support/member";
import {
  DESKTOP,
  expectAxeClean,
  expectNoHorizontalScroll,
  expectKeyShowsEachWhole,
  PHONE,
  screenshot,
} from "./support/layout-checks";

// A film with several days of showtimes, and one with a long title (the narrowest case).
const film = films.find(
  (f) => new Set(f.showtimes.map((s) => JSON.stringify(typeof s.start === "string" ? s.start.slice(0, 10) : s.start))).size > 2,
)!;

async function expectFirstShowtimeAboveTheFold(page: Page) {
  const first = page
    .getByRole("region", { name: "Séances" })
    .getByRole("link", { name: /^Réserver / })
    .first();
  await expect(first).toBeInViewport();
  const box = await first.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y + box!.height, "first showtime below the fold").toBeLessThanOrEqual(viewport.height);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
}

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`film page on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("shows the first showtime without scrolling, has no horizontal scroll and is axe-clean", async ({ page }) => {
      await page.goto(film.path);
      await hydrated(page);
      await expectFirstShowtimeAboveTheFold(page);
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);
      await screenshot(page, `film-page-${viewport.width}`);
    });
  });
}

test.describe("film page order on a phone", () => {
  test.use({ viewport: PHONE });

  test("title, classification, duration and versions come before the showtimes, synopsis after", async ({ page }) => {
    await page.goto(film.path);
    const top = async (locator: ReturnType<Page["locator"]>) => (await locator.first().boundingBox())!.y;
    const title = await top(page.getByRole("heading", { level: 1 }));
    const versions = await top(page.getByRole("list", { name: "Versions" }));
    const showtimes = await top(page.getByRole("heading", { level: 2, name: "Séances" }));
    const synopsis = await top(page.getByRole("heading", { level: 2, name: "Synopsis" }));
    expect(title).toBeLessThan(versions);
    expect(versions).toBeLessThan(showtimes);
    expect(showtimes).toBeLessThan(synopsis);
  });
});

test.describe("days with showtimes", () => {
  test.use({ viewport: DESKTOP });

  test("the next day with showtimes is chosen; arrows move between days by keyboard, before hydration too", async ({ page }) => {
    // The site's scripts held back: the choice is the browser's own (radio buttons and CSS).
    await page.route(/\.js(\?|$)/, () => undefined);
    await page.goto(film.path, { waitUntil: "domcontentloaded" });
    const region = page.getByRole("region", { name: "Séances" });
    const days = region.getByRole("radiogroup", { name: "Jours de séances" }).getByRole("radio");
    expect(await days.count()).toBeGreaterThan(1);
    await expect(days.first()).toBeChecked();
    const shown = region.locator(".showtime-day:visible");
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute("id", (await days.first().getAttribute("aria-controls"))!);
    const firstDayLinks = await shown.getByRole("link").allInnerTexts();
    await days.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(days.nth(1)).toBeFocused();
    await expect(days.nth(1)).toBeChecked();
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute("id", (await days.nth(1).getAttribute("aria-controls"))!);
    expect(await shown.getByRole("link").allInnerTexts()).not.toEqual(firstDayLinks);
    // A tap on a day's name chooses it.
    await region.locator(`label[for="${await days.nth(2).getAttribute("id")}"]`).click();
    await expect(days.nth(2)).toBeChecked();
    await expect(shown).toHaveAttribute("id", (await days.nth(2).getAttribute("aria-controls"))!);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  });

  test("on a 320 px phone, the arrow keys bring each day's whole name into view", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const dayCount = (f: (typeof films)[number]) =>
      new Set(f.showtimes.map((s) => JSON.stringify(typeof s.start === "string" ? s.start.slice(0, 10) : s.start))).size;
    const mostDays = [...films].sort((a, b) => dayCount(b) - dayCount(a))[0]!;
    await page.goto(mostDays.path);
    // The scrolling is the page's script's (Chromium's arrow keys move the focus without it).
    await hydrated(page);
    const row = page.getByRole("radiogroup", { name: "Jours de séances" });
    await expectKeyShowsEachWhole(page, {
      row,
      items: row.getByRole("radio"),
      key: "ArrowRight",
      // The day's name: the radio button inside it is invisible.
      shown: async (radio) => page.locator(`label[for="${await radio.getAttribute("id")}"]`),
    });
  });

  test("without JavaScript the choice of days works the same", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(film.path);
    const region = page.getByRole("region", { name: "Séances" });
    const days = region.getByRole("radio");
    await expect(days.first()).toBeChecked();
    await region.locator(`label[for="${await days.nth(1).getAttribute("id")}"]`).click();
    await expect(days.nth(1)).toBeChecked();
    await expect(region.locator(".showtime-day:visible")).toHaveAttribute(
      "id",
      (await days.nth(1).getAttribute("aria-controls"))!,
    );
    await context.close();
  });
});
