import { type Page } from "@playwright/test";
import { PAINT_TAG } from "../../playwright.config";
import { zonedDate, zonedDateTimeToIso } from "../../src/lib/play-week";
import { expect, test } from "./support/test";
import { buildTimeOf } from "./programme-content";
import { hydrated } from "./support/member";
import { layoutShiftSum, recordLayoutShifts } from "./support/layout-checks";

// A page served the day after its build, as when the operator's daily build did not run: its pre-rendered HTML lists
// the showtimes still to come at build time and names the days for the build's date. Before each frame painted, the
// head script (src/lib/programme/head-script.ts) hides those already past by the visitor's clock and names the days by
// the visitor's date. The visitor's clock is set before the first navigation, at a chosen hour of the day after the
// build's, so each case runs whatever the hour the suite's build was made at:
// - in the day (13:00): the first day to come is the visitor's today, which the build gave in full;
// - in the evening (23:00, after the demo's last showtime of the day, 22:30): the first day to come is the visitor's
//   tomorrow, which the build gave in full or, built before its day's last showtime, as times only.

const PARIS = "Europe/Paris";
const DAY_MS = 24 * 3_600_000;
const CASES = [
  { name: "in the day", time: "13:00", firstDay: "today", dayName: "Aujourd’hui" },
  { name: "in the evening", time: "23:00", firstDay: "tomorrow", dayName: "Demain" },
] as const;

/** The visitor's moment: `time` (Paris) on the day after the build's; and that day's date. */
async function visitorsMoment(page: Page, time: string) {
  const buildDay = zonedDate(await buildTimeOf(page.request), PARIS);
  const today = zonedDate(new Date(Date.parse(`${buildDay}T12:00:00Z`) + DAY_MS), PARIS);
  const tomorrow = zonedDate(new Date(Date.parse(`${today}T12:00:00Z`) + DAY_MS), PARIS);
  return { now: Date.parse(zonedDateTimeToIso(`${today}T${time}`, PARIS)), today, tomorrow };
}

interface ShowtimeSeen {
  perfCode: string;
  start: number;
  drawn: boolean;
}

/**
 * The page as first painted: HTML, styles and the inline scripts (the head script, the boot script), no shell script
 * (hence no hydration): what the first paint shows is what the page shows before React hydrates. The visitor's clock
 * is fixed (Playwright's, set before the navigation).
 */
async function firstPaint(page: Page, path: string, now: number) {
  await page.clock.setFixedTime(now);
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const state = await page.evaluate(() => ({
    booted: typeof (window as { ___webpackCompilationHash?: unknown }).___webpackCompilationHash === "string",
    hydrated: document.documentElement.hasAttribute("data-hydrated"),
    now: Date.now(),
  }));
  expect(state.booted, "the boot script ran").toBe(true);
  expect(state.hydrated, "React did not run").toBe(false);
  expect(state.now, "the visitor's clock").toBe(now);
}

/**
 * The visitor's clock running from `now`, at the browser's own frames: `Date` only is moved (what the page reads the
 * time from), so that what runs before each frame is seen at work.
 */
async function clockFrom(page: Page, now: number) {
  await page.addInitScript((offset) => {
    const BrowserDate = Date;
    class VisitorDate extends BrowserDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(BrowserDate.now() + offset);
        else super(...args);
      }
      static override now() {
        return BrowserDate.now() + offset;
      }
    }
    window.Date = VisitorDate as DateConstructor;
  }, now - Date.now());
}

/** Each booking link of the page, with its start and whether it is drawn (no box: it or an ancestor is display: none). */
const showtimes = (page: Page): Promise<ShowtimeSeen[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll("a[data-perf-code]")].map((link) => ({
      perfCode: link.getAttribute("data-perf-code")!,
      start: Date.parse(link.querySelector("time")!.getAttribute("datetime")!),
      drawn: link.getClientRects().length > 0,
    })),
  );

/** Groups of showtimes (a day, a film's day) drawn although none of their showtimes is: empty headings. */
const emptyGroupsDrawn = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-showtimes]")]
      .filter((group) => group.getClientRects().length > 0 && group.querySelector("a[data-perf-code]"))
      .filter((group) => ![...group.querySelectorAll("a[data-perf-code]")].some((link) => link.getClientRects().length > 0))
      .map((group) => group.textContent.slice(0, 80)),
  );

/** The listing's day drawn: its date, its heading, and whether the build gave it in full (`data-day-full`). */
const dayDrawn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("section[data-day]")]
      .filter((day) => day.getClientRects().length > 0)
      .map((day) => ({
        date: day.getAttribute("data-day"),
        heading: day.querySelector("h2")?.textContent ?? "",
        full: day.hasAttribute("data-day-full"),
      })),
  );

/** The day chips drawn, by name. */
const chipsDrawn = (page: Page) =>
  page
    .getByRole("navigation", { name: "Choisir un jour" })
    .getByRole("link")
    .evaluateAll((chips) => chips.filter((chip) => chip.getClientRects().length > 0).map((chip) => chip.textContent));

function expectNoPastShowtimeDrawn(seen: ShowtimeSeen[], now: number) {
  const past = seen.filter((showtime) => showtime.start < now);
  // A day-old listing always holds some (a day of the demo programme has about 15 showtimes); the film page
  // is chosen with some.
  expect(past.length, "past showtimes in the pre-rendered HTML").toBeGreaterThan(0);
  expect(past.filter((showtime) => showtime.drawn).map((showtime) => showtime.perfCode)).toEqual([]);
}

for (const visit of CASES) {
  test(
    `a listing served the day after its build, ${visit.name}: at its first paint, no past showtime, no day or film left without one, the first day to come named by the visitor's date`,
    { tag: PAINT_TAG },
    async ({ page }) => {
      const { now, today, tomorrow } = await visitorsMoment(page, visit.time);
      await firstPaint(page, "/films/", now);
      expectNoPastShowtimeDrawn(await showtimes(page), now);
      expect(await emptyGroupsDrawn(page)).toEqual([]);
      const [day, ...others] = await dayDrawn(page);
      expect(others).toEqual([]);
      expect(day!.date).toBe(visit.firstDay === "today" ? today : tomorrow);
      expect(day!.heading).toMatch(new RegExp(`^${visit.dayName}, `));
      if (day!.full) expect((await showtimes(page)).filter((showtime) => showtime.drawn).length).toBeGreaterThan(0);
      else
        expect(
          await page.locator(`section[data-day="${day!.date}"] li a[href^='/films/']`).filter({ visible: true }).count(),
          "the films of a day the build gave as times",
        ).toBeGreaterThan(0);
      const chips = await chipsDrawn(page);
      expect(chips[0]).toBe(visit.dayName);
      if (visit.firstDay === "today") expect(chips[1]).toBe("Demain");
      // The build's names are nowhere: its « Aujourd’hui » is over, its « Demain » is today.
      expect(chips.filter((chip) => chip === visit.dayName)).toHaveLength(1);
    },
  );

  test(
    `a listing served the day after its build, ${visit.name}: from its first paint to hydration and after, nothing visibly moves`,
    { tag: PAINT_TAG },
    async ({ page }) => {
      const { now } = await visitorsMoment(page, visit.time);
      await clockFrom(page, now);
      await recordLayoutShifts(page);
      await page.goto("/films/");
      const named = await chipsDrawn(page);
      await hydrated(page);
      await expect(page.locator('main [data-island="programme-controls"]')).toHaveAttribute("data-island-state", "hydrated");
      // Settled: the picker marks the day the first paint showed, the only day shown; the names stay.
      const current = page.getByRole("navigation", { name: "Choisir un jour" }).locator('a[aria-current="date"]');
      await expect(current).toHaveCount(1);
      const shownDay = page.locator("section[data-day]:visible");
      await expect(shownDay).toHaveCount(1);
      await expect(current).toHaveAttribute("href", new RegExp(`jour[=-]${await shownDay.getAttribute("data-day")}`));
      expect(await chipsDrawn(page)).toEqual(named);
      // Before the islands: 0.65 at a frame Chromium painted while it parsed the page, before the past showtimes were
      // hidden; 0.53 as the build's day came in at hydration, 0.53 as it went; in the evening, 0.0075–0.028 as a day
      // given as times grew in full about a second after the load. A sub-pixel move of 0.00015 stays (not seen).
      expect(await layoutShiftSum(page)).toBeLessThan(0.001);
    },
  );
}

test(
  "a film page served the day after its build shows no past showtime at its first paint, one day panel with showtimes to come, named « Aujourd’hui »",
  { tag: PAINT_TAG },
  async ({ page }) => {
    const { today } = await visitorsMoment(page, "13:00");
    // A film with two showtimes or more that day, from the listing's data; the visitor comes between its first two, so
    // its page has showtimes past and to come whatever the hour of the build (a fixed hour found none after 22:30,
    // once the build day's last showtime had begun and left the data).
    const listingData = (await (await page.request.get("/page-data/films/page-data.json")).json()) as {
      result: { pageContext: { programme: { films: { id: string; slug: string; showtimes: [string, string][] }[] } } };
    };
    const startsThatDay = (list: [string, string][]) =>
      list
        .filter(([, start]) => zonedDate(start, PARIS) === today)
        .map(([, start]) => Date.parse(start))
        .sort((a, b) => a - b);
    const film = listingData.result.pageContext.programme.films.find(({ showtimes: list }) => startsThatDay(list).length >= 2);
    expect(film, "a film with two showtimes or more the day after the build").toBeDefined();
    const [first, second] = startsThatDay(film!.showtimes);
    const now = (first! + second!) / 2;

    await firstPaint(page, `/films/${film!.id}-${film!.slug}/`, now);
    expectNoPastShowtimeDrawn(await showtimes(page), now);
    expect(await emptyGroupsDrawn(page)).toEqual([]);
    const panels = page.locator("[data-day-panel]");
    const drawnPanels = await panels.evaluateAll((all) => all.filter((panel) => panel.getClientRects().length > 0).length);
    expect(drawnPanels).toBe(1);
    const days = await page
      .getByRole("radiogroup", { name: /./ })
      .locator("label")
      .evaluateAll((labels) => labels.filter((label) => label.getClientRects().length > 0).map((label) => label.textContent));
    expect(days[0]).toBe("Aujourd’hui");
  },
);
