import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "../config/paths";
import type { Showtime } from "../domain/film";
import { loadContent } from "../content/load-content";
import { zonedDate } from "../lib/play-week";
import { listingLaterWeeks } from "../lib/programme/inline-later-weeks";
import { inlineLaterFilms } from "../lib/programme/listing-later-week";
import { packProgramme } from "../lib/programme/packed-programme";
import { isOnProgramme, splitProgramme, type ProgrammeFilm } from "../lib/programme/programme-film";
import { captureDownload, readBlobText } from "../test/capture-download";
import { renderWithProviders } from "../test/render";
import FilmListingPage, { type FilmListingContext } from "./film-listing-page";

// The listing as a visitor uses it once it runs: the day picker, the filters and the address that keeps them,
// « Ajouter à mon agenda ». The visitor's clock is the build's (Wednesday 25 November 2026, 10:00 in Paris), so
// the page shows what the build computed, day for day.
const BUILD = new Date("2026-11-25T09:00:00Z");
const PARIS = "Europe/Paris";
const { films } = loadContent(resolve(__dirname, "../../content"), BUILD);
const { carried, laterWeeks, laterFilms } = splitProgramme(films, BUILD, PARIS);

const context: FilmListingContext = {
  programme: packProgramme(carried),
  laterWeeks: listingLaterWeeks(laterWeeks, laterFilms, BUILD, PARIS),
  buildTime: BUILD.toISOString(),
};

/** The days with showtimes, in order, and the titles showing on one (those of its showtimes that `keep`). */
const dates = [...new Set(carried.flatMap((film) => film.showtimes.map((s) => zonedDate(s.start, PARIS))))].sort();
const titlesOn = (date: string, keep: (showtime: Showtime, film: ProgrammeFilm) => boolean = () => true) =>
  carried
    .filter((film) => film.showtimes.some((s) => zonedDate(s.start, PARIS) === date && keep(s, film)))
    .map((film) => film.title)
    .sort();
const isVost = (showtime: Showtime, film: ProgrammeFilm) =>
  showtime.version === "Localization.Version.Original" && film.originalLanguage !== "fr";

/** Opens the listing at an address, as a visitor following a link to it, once its island's code has come. */
async function openListing(search = "") {
  window.history.replaceState(null, "", `/films/${search}`);
  const rendered = renderWithProviders(
    <FilmListingPage
      {...({ pageContext: context, location: { pathname: "/films/", search } } as unknown as PageProps<
        object,
        FilmListingContext
      >)}
    />,
  );
  await screen.findByRole("navigation", { name: "Choisir un jour" }, LAZY);
  return rendered;
}

const dayPicker = () => within(screen.getByRole("navigation", { name: "Choisir un jour" })).getAllByRole("link");

/** The days the visitor sees (the others are hidden, then gone). */
const shownDays = () => [...document.querySelectorAll<HTMLElement>("section[data-day]")].filter((day) => !day.hidden);

/** Once the listing has read the address: the one day it shows, the others gone. */
async function shownDay(date: string) {
  await waitFor(() => expect(shownDays().map((day) => day.getAttribute("data-day"))).toEqual([date]), { timeout: 20_000 });
  return shownDays()[0]!;
}

/** The filters and the calendar buttons load after the page runs: their modules' first import takes a while here. */
const LAZY = { timeout: 10_000 };

// Nothing in the listing turns pointer events off: skipping the check spares a style walk per click of a large page.
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const titlesIn = (day: HTMLElement) =>
  within(day)
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent)
    .sort();

/** The films of the one day shown, once there: a day the build gave as times shows its films once its code has loaded. */
async function expectFilmsShown(date: string, titles: (string | null)[]) {
  await shownDay(date);
  await waitFor(() => expect(titlesIn(shownDays()[0]!)).toEqual(titles), LAZY);
}

// The demo's whole fortnight renders, then leaves one day: a few seconds in jsdom, more on a busy machine.
describe("the listing, once it runs", { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: BUILD });
    // jsdom lays nothing out: the day picker brings a focused day into view.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("opens on today with its films; a day chosen in the picker shows its films alone and goes into the address", async () => {
    await openListing();
    const chips = dayPicker();
    expect(chips).toHaveLength(dates.length);
    expect(chips[0]).toHaveTextContent(/^Aujourd’hui$/);
    await expectFilmsShown(dates[0]!, titlesOn(dates[0]!));
    expect(dayPicker()[0]).toHaveAttribute("aria-current", "date");

    const chosen = dates[Math.min(3, dates.length - 1)]!;
    await user().click(dayPicker()[dates.indexOf(chosen)]!);
    expect(window.location.search).toBe(`?jour=${chosen}`);
    expect(dayPicker()[dates.indexOf(chosen)]).toHaveAttribute("aria-current", "date");
    expect(dayPicker().filter((chip) => chip.getAttribute("aria-current") === "date")).toHaveLength(1);
    await expectFilmsShown(chosen, titlesOn(chosen));
  });

  it("opens on the day of a day chip followed before it ran (#jour-…), which becomes the address's day", async () => {
    const chosen = dates[Math.min(2, dates.length - 1)]!;
    await openListing(`?utm_source=lettre#jour-${chosen}`);
    await expectFilmsShown(chosen, titlesOn(chosen));
    expect(dayPicker()[dates.indexOf(chosen)]).toHaveAttribute("aria-current", "date");
    expect(`${window.location.search}${window.location.hash}`).toBe(`?utm_source=lettre&jour=${chosen}`);
  });

  it("filters a day by version, keeps the choice in the address, and that address opens on the same view", async () => {
    // A day with VOST showtimes, so that the filter has something to show.
    const day = dates.find((date) => titlesOn(date, isVost).length > 0)!;
    const { unmount } = await openListing();
    await shownDay(dates[0]!);
    await user().click(dayPicker()[dates.indexOf(day)]!);
    await user().click(await screen.findByText("Filtrer les séances", {}, LAZY));
    await user().click(screen.getByRole("radio", { name: "VOST (version originale sous-titrée)" }));
    expect(window.location.search).toBe(`?jour=${day}&version=vost`);
    const expected = titlesOn(day, isVost);
    await waitFor(() => expect(titlesIn(shownDays()[0]!)).toEqual(expected));
    const bookings = within(shownDays()[0]!).getAllByRole("link", { name: /^Réserver / });
    for (const booking of bookings) expect(booking).toHaveAccessibleName(/version originale sous-titrée/);

    // The address shared: another visitor opens it.
    const shared = window.location.search;
    unmount();
    await openListing(shared);
    expect(await screen.findByRole("radio", { name: "VOST (version originale sous-titrée)" }, LAZY)).toBeChecked();
    await expectFilmsShown(day, expected);
  });

  it("reads combined filters from the address: audio description or ST-SME", async () => {
    const day = dates.find((date) => titlesOn(date, (s) => s.accessibility.includes("AD")).length > 0)!;
    await openListing(`?jour=${day}&accessibilite=ad,st-sme`);
    expect(await screen.findByRole("checkbox", { name: "Audiodescription (AD)" }, LAZY)).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /ST-SME/ })).toBeChecked();
    const expected = titlesOn(day, (s) => s.accessibility.includes("AD") || s.accessibility.includes("SDH"));
    await waitFor(() => expect(titlesIn(shownDays()[0]!)).toEqual(expected), { timeout: 20_000 });
    expect(shownDays()[0]).toHaveAttribute("data-day", day);
  });

  it("applies the filters to the later weeks too: with VOST chosen, only the films shown in VOST stay", async () => {
    const later = inlineLaterFilms(context.laterWeeks);
    const inVost = later
      .filter(
        (film) => film.kinds?.some((kind) => kind.version === "Localization.Version.Original") && film.originalLanguage !== "fr",
      )
      .map((film) => film.id);
    expect(inVost.length).toBeLessThan(later.length);
    await openListing("?version=vost");
    const cardsShown = () =>
      [...document.querySelectorAll<HTMLElement>("section[data-bucket] li[data-film]")]
        .filter((card) => !card.closest("[hidden]"))
        .map((card) => card.dataset.film);
    await waitFor(() => expect(cardsShown().sort()).toEqual([...inVost].sort()), LAZY);
    for (const bucket of document.querySelectorAll<HTMLElement>("section[data-bucket]")) {
      expect(bucket.hidden, bucket.querySelector("h2")?.textContent).toBe(
        [...bucket.querySelectorAll("li[data-film]")].every((card) => !inVost.includes((card as HTMLElement).dataset.film!)),
      );
    }
  });

  it("« Ajouter à mon agenda » saves an .ics of the showtime at its time in Paris, at the cinema", async () => {
    await openListing();
    const day = await shownDay(dates[0]!);
    const [button] = await within(day).findAllByRole("button", { name: /^Ajouter à mon agenda/ }, LAZY);
    const booking = within(day).getAllByRole("link", { name: /^Réserver / })[0]!;
    const perfCode = booking.getAttribute("data-perf-code");
    const film = carried.find((f) => f.showtimes.some((s) => s.perfCode === perfCode))!;
    const showtime = film.showtimes.find((s) => s.perfCode === perfCode)!;
    expect(button!.closest("li")).toBe(booking.closest("li"));

    const saved = captureDownload();
    await user().click(button!);
    expect(saved.name).toMatch(new RegExp(`^${film.slug}-${dates[0]}-\\d{4}\\.ics$`));
    const ics = await readBlobText(saved.blob!);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
    const value = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
    const utc = (text: string) => new Date(text.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
    const start = utc(value("DTSTART")!);
    expect(start.getTime()).toBe(Date.parse(showtime.start));
    // At the showtime's Paris wall-clock time (the content's), whatever the runtime's zone.
    expect(new Intl.DateTimeFormat("fr-FR", { timeZone: PARIS, hour: "2-digit", minute: "2-digit" }).format(start)).toBe(
      showtime.start.slice(11, 16),
    );
    expect(value("SUMMARY")).toContain(film.title.replace(/,/g, "\\,"));
    expect(value("LOCATION")).toBe("Cinéma L’Aurore\\, 14 rue de la Charité\\, 69002 Lyon\\, France");
    expect((utc(value("DTEND")!).getTime() - start.getTime()) / 60_000).toBeGreaterThan(30);
  });

  it("links to the page of every film on the programme, the later weeks' included", async () => {
    // A later week loaded on demand comes from its file (none in the demo: the listing carries every later film).
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        Response.json(laterFilms.get(laterWeeks.find((week) => paths.programmeWeek(week.key) === url)?.key ?? "") ?? []),
      ),
    );
    const { container } = await openListing();
    expect(screen.getByRole("heading", { level: 1, name: "Films et séances" })).toBeInTheDocument();
    await shownDay(dates[0]!);
    for (const button of screen.queryAllByRole("button", { name: "Afficher les films" })) await user().click(button);
    await waitFor(() => expect(screen.queryByRole("button", { name: /Afficher les films|Chargement…|Réessayer/ })).toBeNull());
    const onProgramme = films.filter((film) => isOnProgramme(film, BUILD, PARIS)).map((film) => paths.film(film));
    expect(onProgramme.length).toBeGreaterThan(20);
    const linked = new Set([...container.querySelectorAll("a")].map((link) => link.getAttribute("href")));
    expect(onProgramme.filter((path) => !linked.has(path))).toEqual([]);
  });
});
