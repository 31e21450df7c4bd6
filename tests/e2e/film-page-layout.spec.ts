import { expect, test, type Page } from "@playwright/test";
import { films } from "./content";
import { hydrated } from "./support/member";
import { DESKTOP, expectAxeClean, expectNoHorizontalScroll, PHONE, screenshot } from "./support/layout-checks";

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

test.describe("day tabs", () => {
  test.use({ viewport: DESKTOP });

  test("the next day with showtimes is selected; arrows move between days by keyboard", async ({ page }) => {
    await page.goto(film.path);
    await hydrated(page);
    const region = page.getByRole("region", { name: "Séances" });
    const tabs = region.getByRole("tab");
    expect(await tabs.count()).toBeGreaterThan(1);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(region.getByRole("tabpanel")).toHaveCount(1);
    const firstDayLinks = await region.getByRole("tabpanel").getByRole("link").allInnerTexts();
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    const panel = region.getByRole("tabpanel");
    await expect(panel).toHaveAttribute("aria-labelledby", (await tabs.nth(1).getAttribute("id"))!);
    expect(await panel.getByRole("link").allInnerTexts()).not.toEqual(firstDayLinks);
    await page.keyboard.press("Home");
    await expect(tabs.first()).toBeFocused();
  });

  test("without JavaScript every day is listed with its heading", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(film.path);
    const region = page.getByRole("region", { name: "Séances" });
    await expect(region.getByRole("tablist")).toBeHidden();
    const headings = region.getByRole("heading", { level: 3 });
    expect(await headings.count()).toBeGreaterThan(1);
    await expect(headings.nth(1)).toBeVisible();
    await context.close();
  });
});
