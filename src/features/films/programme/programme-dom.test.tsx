import { describe, expect, it } from "vitest";
import { siteConfig } from "../../../config/site-config";
import type { Showtime } from "../../../domain/film";
import { siteIntl } from "../../../i18n/site-intl";
import { countText, daySections, filterDay, showDay } from "../../../lib/programme/programme-dom";
import type { ProgrammeFilm } from "../../../lib/programme/programme-film";
import { preRenderHtml } from "../../../test/pre-render";
import { RootWrapper } from "../../../test/render";
import { ProgrammeContent } from "./components/programme-content";
import { now, programme } from "./components/programme-fixture";
import { NO_FILTERS, type ProgrammeFilters } from "./filters";
import { countWords } from "./count-words";
import { programmeMessages } from "./messages";
import { toProgrammeDays } from "./programme-days";
import { matchesFilters } from "./showtime-facets";

const words = countWords(siteIntl);

const films = programme(3);
// One film in its original Italian: its showtimes are VOST, the others VF; its 20:30 ones are in 3D.
films[1]!.originalLanguage = "it";
for (const showtime of films[1]!.showtimes) if (showtime.start.includes("T20:30")) showtime.projection = "3D";
const [firstDay] = toProgrammeDays<Showtime, ProgrammeFilm>(films, now, siteConfig.timeZone);

/** The programme as the build writes it, in a page. */
async function preRendered() {
  const root = document.createElement("div");
  root.innerHTML = await preRenderHtml(
    <RootWrapper>
      <ProgrammeContent films={films} laterWeeks={[]} now={now} />
    </RootWrapper>,
  );
  return root;
}

/** The first day's showtimes kept by the filters, from the page's data (as the listing's island has them). */
const filtered = (filters: ProgrammeFilters) => ({
  films: firstDay!.films,
  keep: (showtime: Showtime, film: ProgrammeFilm) => matchesFilters(showtime, film, filters, siteConfig.timeZone),
});

const visibleTitles = (section: HTMLElement) =>
  [...section.querySelectorAll<HTMLElement>("li[data-film]")]
    .filter((film) => !film.hidden)
    .map((film) => film.querySelector("h3")?.textContent);
const visibleTimes = (section: HTMLElement) =>
  [...section.querySelectorAll<HTMLElement>("li[data-perf-code]")].filter((showtime) => !showtime.hidden).length;

describe("the pre-rendered programme, acted on in the page (lib/programme/programme-dom.ts)", () => {
  it("shows one day and hides the others", async () => {
    const root = await preRendered();
    const [, second] = daySections(root);
    showDay(root, second!.dataset.day);
    expect(daySections(root).filter((section) => !section.hidden)).toEqual([second]);
  });

  it("hides the showtimes the filters leave out, the films left without any, and says what is shown", async () => {
    const root = await preRendered();
    const [day] = daySections(root);
    const count = () => day!.querySelector("[data-day-count]")!.textContent;
    expect(count()).toBe("3 films, 6 séances");

    filterDay(day!, filtered({ ...NO_FILTERS, version: "VOST" }), now.getTime(), words);
    expect(visibleTitles(day!)).toEqual(["Film 1"]);
    expect(visibleTimes(day!)).toBe(2);
    expect(count()).toBe("1 film, 2 séances");

    filterDay(day!, filtered({ ...NO_FILTERS, version: "VOST", format: "3D" }), now.getTime(), words);
    expect(visibleTimes(day!)).toBe(1);
    expect(count()).toBe("1 film, 1 séance");

    filterDay(day!, filtered({ ...NO_FILTERS, accessibility: ["AD"] }), now.getTime(), words);
    expect(visibleTitles(day!)).toEqual([]);
    expect(count()).toBe("Aucune séance ne correspond à vos filtres ce jour-là.");

    filterDay(day!, filtered(NO_FILTERS), now.getTime(), words);
    expect(visibleTimes(day!)).toBe(6);
    expect(count()).toBe("3 films, 6 séances");
  });

  it("counts no showtime that has begun", async () => {
    const root = await preRendered();
    const [day] = daySections(root);
    // Each film's 14:00 has begun: its 20:30 is left.
    const firstStart = Date.parse(firstDay!.films[0]!.showtimes[0]!.start);
    filterDay(day!, filtered(NO_FILTERS), firstStart + 1, words);
    expect(day!.querySelector("[data-day-count]")).toHaveTextContent("3 films, 3 séances");
  });
});

describe("a day's count line (the head script's and the page's)", () => {
  it("says what the message says, for every count of films and showtimes up to 60", () => {
    const wrong: string[] = [];
    for (let films = 1; films <= 60; films += 1) {
      for (let showtimes = 0; showtimes <= 60; showtimes += 1) {
        const expected =
          showtimes === 0
            ? siteIntl.formatMessage(programmeMessages.noShowtimeForFilters)
            : siteIntl.formatMessage(programmeMessages.showtimeCount, { films, showtimes });
        if (countText(words, films, showtimes) !== expected) wrong.push(`${films}/${showtimes}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(countText(words, 1, 1)).toBe("1 film, 1 séance");
    expect(countText(words, 2, 3)).toBe("2 films, 3 séances");
  });
});
