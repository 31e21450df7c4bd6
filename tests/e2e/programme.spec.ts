import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { buildTimeOf, parisWallClock, programmeAt, programmeDates, titlesOn, type ProgrammeFilm } from "./programme-content";
import { expectKeyShowsEachWhole, PHONE, screenshot } from "./support/layout-checks";

/** The browser's clock is the build's: the page shows what the build computed, day for day. */
async function openAtBuildTime(page: Page, url: string) {
  const buildTime = await buildTimeOf(page.request);
  await page.clock.setFixedTime(buildTime);
  await page.goto(url);
  // Hydrated: the filters only exist once the URL has been read.
  await expect(page.getByText("Filtrer les séances")).toBeVisible();
  return programmeAt(buildTime);
}

const dayTitles = (page: Page, date: string) =>
  page
    .locator(`section[data-day="${date}"] h3`)
    .allTextContents()
    .then((titles) => titles.sort());

const noHorizontalScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );

for (const width of [320, 1280]) {
  test.describe(`programme at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 320 ? 640 : 900 } });

    test("the day picker shows the films of the chosen day", async ({ page }) => {
      const films = await openAtBuildTime(page, "/films/");
      const dates = programmeDates(films);
      const picker = page.getByRole("navigation", { name: "Choisir un jour" });
      const chips = picker.getByRole("link");
      await expect(chips).toHaveCount(dates.length);
      await expect(chips.first()).toHaveText(/^(Aujourd’hui|Demain)$/);
      // Opens on the first day, today when showtimes remain.
      await expect(chips.first()).toHaveAttribute("aria-current", "date");
      expect(await dayTitles(page, dates[0]!)).toEqual(titlesOn(films, dates[0]!));

      const chosen = dates[Math.min(3, dates.length - 1)]!;
      await chips.nth(dates.indexOf(chosen)).click();
      await expect(page).toHaveURL(new RegExp(`\\?jour=${chosen}$`));
      await expect(chips.nth(dates.indexOf(chosen))).toHaveAttribute("aria-current", "date");
      await expect(page.locator("section[data-day]")).toHaveCount(1);
      expect(await dayTitles(page, chosen)).toEqual(titlesOn(films, chosen));
      await noHorizontalScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `programme-${width}`);
    });

    test("a shared filtered URL reproduces the filtered view", async ({ page, browser }) => {
      const films = await openAtBuildTime(page, "/films/");
      const dates = programmeDates(films);
      // A day where VOST showtimes exist, so the filter has something to show.
      const day = dates.find((date) => titlesOn(films, date, (s) => s.vost).length > 0)!;
      await page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link").nth(dates.indexOf(day)).click();
      await page.getByText("Filtrer les séances").click();
      await page.getByRole("radio", { name: "VOST (version originale sous-titrée)" }).check();
      await expect(page).toHaveURL(new RegExp(`\\?jour=${day}&version=vost$`));
      const expected = titlesOn(films, day, (s) => s.vost);
      expect(await dayTitles(page, day)).toEqual(expected);
      for (const link of await page
        .locator(`section[data-day="${day}"]`)
        .getByRole("link", { name: /^Réserver / })
        .all()) {
        await expect(link).toHaveAccessibleName(/version originale sous-titrée/);
      }

      const shared = await browser.newPage({ viewport: { width, height: 800 } });
      await openAtBuildTime(shared, page.url().replace(/^https?:\/\/[^/]+/, ""));
      await expect(shared.getByRole("radio", { name: "VOST (version originale sous-titrée)" })).toBeChecked();
      expect(await dayTitles(shared, day)).toEqual(expected);
      await shared.close();
    });

    test("combined filters from the URL: accessibility and avant-premières", async ({ page }) => {
      const buildTime = await buildTimeOf(page.request);
      const films = programmeAt(buildTime);
      const dates = programmeDates(films);
      const day = dates.find((date) => titlesOn(films, date, (s) => s.accessibility.includes("AD")).length > 0)!;
      await openAtBuildTime(page, `/films/?jour=${day}&accessibilite=ad,st-sme`);
      await expect(page.getByRole("checkbox", { name: "Audiodescription (AD)" })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: /ST-SME/ })).toBeChecked();
      const keep = (s: { accessibility: string[] }) => s.accessibility.includes("AD") || s.accessibility.includes("SDH");
      expect(await dayTitles(page, day)).toEqual(titlesOn(films, day, keep));
    });

    test("« Ajouter à mon agenda » saves an .ics at the showtime's time in Paris", async ({ page }) => {
      const films = await openAtBuildTime(page, "/films/");
      const day = programmeDates(films)[0]!;
      const button = page
        .locator(`section[data-day="${day}"]`)
        .getByRole("button", { name: /^Ajouter à mon agenda/ })
        .first();
      const booking = page
        .locator(`section[data-day="${day}"]`)
        .getByRole("link", { name: /^Réserver / })
        .first();
      const perfCode = await booking.getAttribute("data-perf-code");
      const film = films.find((f) => f.showtimes.some((s) => s.perfCode === perfCode)) as ProgrammeFilm;
      const showtime = film.showtimes.find((s) => s.perfCode === perfCode)!;

      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${film.slug}-${day}-\\d{4}\\.ics$`));
      const ics = await readFile(await download.path(), "utf8");
      expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
      const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
      const value = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
      const utc = (v: string) => new Date(v.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
      const start = utc(value("DTSTART")!);
      expect(parisWallClock(start)).toBe(parisWallClock(showtime.start));
      expect(start.getTime()).toBe(Date.parse(showtime.start));
      expect(value("SUMMARY")).toContain(film.title.replace(/,/g, "\\,"));
      expect(value("LOCATION")).toBe("Cinéma L’Aurore\\, 14 rue de la Charité\\, 69002 Lyon\\, France");
      const minutes = (utc(value("DTEND")!).getTime() - start.getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(30);
    });

    test("the home page features a film and today's showtimes", async ({ page }) => {
      await openAtBuildTime(page, "/films/");
      await page.goto("/");
      await expect(page.getByRole("region", { name: /./ }).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: /au Cinéma L’Aurore$/ })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Réserver / }).first()).toBeVisible();
      await noHorizontalScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `home-${width}`);
    });
  });
}

test("on a 320 px phone, Tab brings each day's whole name into view", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAtBuildTime(page, "/films/");
  const picker = page.getByRole("navigation", { name: "Choisir un jour" });
  await expectKeyShowsEachWhole(page, { row: picker.getByRole("list"), items: picker.getByRole("link"), key: "Tab" });
});

test("without JavaScript, the listing shows every day of the programme with booking links", async ({ browser, request }) => {
  const films = programmeAt(await buildTimeOf(request));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/films/");
  const dates = programmeDates(films).filter((date) => date >= (programmeDates(films)[0] ?? ""));
  // The HTML was rendered at build time: every day from then on is there.
  await expect(page.locator("section[data-day]")).toHaveCount(dates.length);
  await expect(page.getByRole("link", { name: /^Réserver / }).first()).toBeVisible();
  // The day picker jumps to the day's section.
  await expect(page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link").first()).toHaveAttribute(
    "href",
    `#jour-${dates[0]}`,
  );
  await context.close();
});
