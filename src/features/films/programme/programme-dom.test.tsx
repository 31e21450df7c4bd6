import { describe, expect, it, vi } from "vitest";
import { RootWrapper } from "../../../test/render";
import { preRenderHtml } from "../../../test/pre-render";
import { siteIntl } from "../../../i18n/site-intl";
import { ProgrammeContent } from "./components/programme-content";
import { now, programme } from "./components/programme-fixture";
import { NO_FILTERS } from "./filters";
import { programmeMessages } from "./messages";
import { daySections, filterDay, showDay, type CountWords } from "./programme-dom";

vi.mock("gatsby", () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
  navigate: vi.fn(),
}));

const words: CountWords = {
  count: (films, showtimes) => siteIntl.formatMessage(programmeMessages.showtimeCount, { films, showtimes }),
  none: siteIntl.formatMessage(programmeMessages.noShowtimeForFilters),
};

/** The programme as the build writes it, in a page. */
async function preRendered() {
  const films = programme(3);
  // One film in its original Italian: its showtimes are VOST, the others VF; its 20:30 ones are in 3D.
  films[1]!.originalLanguage = "it";
  for (const showtime of films[1]!.showtimes) if (showtime.start.includes("T20:30")) showtime.projection = "3D";
  const root = document.createElement("div");
  root.innerHTML = await preRenderHtml(
    <RootWrapper>
      <ProgrammeContent films={films} laterWeeks={[]} now={now} />
    </RootWrapper>,
  );
  return root;
}

const visibleTitles = (section: HTMLElement) =>
  [...section.querySelectorAll<HTMLElement>("li[data-film]")]
    .filter((film) => !film.hidden)
    .map((film) => film.querySelector("h3")?.textContent);
const visibleTimes = (section: HTMLElement) =>
  [...section.querySelectorAll<HTMLElement>("li[data-showtime]")].filter((showtime) => !showtime.hidden).length;

describe("the pre-rendered programme, acted on in the page (programme-dom.ts)", () => {
  it("shows one day and hides the others", async () => {
    const root = await preRendered();
    const [, second] = daySections(root);
    showDay(root, second!.dataset.day!);
    expect(daySections(root).filter((section) => !section.hidden)).toEqual([second]);
  });

  it("hides the showtimes the filters leave out, the films left without any, and says what is shown", async () => {
    const root = await preRendered();
    const [day] = daySections(root);
    const count = () => day!.querySelector("[data-day-count]")!.textContent;
    expect(count()).toBe("3 films, 6 séances");

    filterDay(day!, { ...NO_FILTERS, version: "VOST" }, words);
    expect(visibleTitles(day!)).toEqual(["Film 1"]);
    expect(visibleTimes(day!)).toBe(2);
    expect(count()).toBe("1 film, 2 séances");

    filterDay(day!, { ...NO_FILTERS, version: "VOST", format: "3D" }, words);
    expect(visibleTimes(day!)).toBe(1);
    expect(count()).toBe("1 film, 1 séance");

    filterDay(day!, { ...NO_FILTERS, accessibility: ["AD"] }, words);
    expect(visibleTitles(day!)).toEqual([]);
    expect(count()).toBe("Aucune séance ne correspond à vos filtres ce jour-là.");

    filterDay(day!, NO_FILTERS, words);
    expect(visibleTimes(day!)).toBe(6);
    expect(count()).toBe("3 films, 6 séances");
  });
});
