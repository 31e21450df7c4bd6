import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Film } from "../domain/film";
import { loadContent } from "../content/load-content";
import { frenchClockOf } from "../lib/french-typography";
import { renderWithProviders } from "../test/render";
import FilmPage, { type FilmPageContext } from "./film-page";

// Built on Wednesday 25 November 2026 at 10:00 in Paris, seen at that time: the demo programme is relative to the build.
const BUILD = new Date("2026-11-25T09:00:00Z");
const CONTENT = resolve(__dirname, "../../content");
const { films } = loadContent(CONTENT, BUILD);
const filmOf = (slug: string) => films.find((film) => film.slug === slug)!;

function openFilmPage(film: Film) {
  return renderWithProviders(
    <FilmPage
      {...({
        pageContext: { film, buildTime: BUILD.toISOString() },
        location: { pathname: `/films/${film.id}-${film.slug}/` },
      } as unknown as PageProps<object, FilmPageContext>)}
    />,
  );
}

/** The Paris wall-clock times of a film's showtimes, as its content file writes them, in the site's format. */
function contentClockTimes(film: Film) {
  const file = JSON.parse(readFileSync(resolve(CONTENT, "films", `${film.id}-${film.slug}.json`), "utf8")) as {
    showtimes: { start: string | { time: string } }[];
  };
  return new Set(file.showtimes.map(({ start }) => frenchClockOf(typeof start === "string" ? start.slice(11, 16) : start.time)));
}

describe("a film page's showtimes", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: BUILD }));
  afterEach(() => vi.useRealTimers());

  it("come by day, the first day chosen, each booking link named with its version, format and screen", () => {
    const film = filmOf("les-heures-claires");
    openFilmPage(film);
    expect(screen.getByRole("heading", { level: 1, name: film.title })).toBeInTheDocument();
    const showtimes = screen.getByRole("region", { name: "Séances" });
    const days = within(showtimes).getAllByRole("radio");
    expect(days.length).toBeGreaterThan(1);
    expect(days[0]).toBeChecked();
    expect(days.filter((day) => (day as HTMLInputElement).checked)).toHaveLength(1);
    const chosenDay = document.getElementById(days[0]!.getAttribute("aria-controls")!)!;
    const bookings = within(chosenDay).getAllByRole("link", { name: /^Réserver / });
    expect(bookings.length).toBeGreaterThan(0);
    for (const booking of bookings) {
      expect(booking).toHaveAccessibleName(
        /^Réserver .+ à \d{1,2}\u202Fh(\u202F\d\d)? (VOST|VF) · (2D|3D|IMAX|4DX)( · (AD|ST-SME))* \((version originale sous-titrée|version française)(, [^,]+)*, Salle \d\)$/,
      );
    }
  });

  it("are shown at the cinema's time (Paris), not the runtime's (Kiritimati's in the tests, the visitor's in a browser)", () => {
    const film = filmOf("les-heures-claires");
    openFilmPage(film);
    const shown = within(screen.getByRole("region", { name: "Séances" }))
      .getAllByRole("link", { hidden: true })
      .map((link) => link.querySelector("time")?.textContent ?? "");
    expect(shown.length).toBeGreaterThan(0);
    const expected = contentClockTimes(film);
    for (const time of shown) expect(expected, time).toContain(time);
  });
});

describe("a film page's poster", () => {
  it("is the picture the build drew for a film without a poster file: WebP and JPEG, asked for first", () => {
    const film = filmOf("capitaine-mirabelle");
    expect(film.poster.file).toBeUndefined();
    const posterImage = {
      base: "/images/affiches/dessin-264190-0123456789",
      width: 600,
      height: 900,
      widths: [96, 600],
      formats: ["webp", "jpg"],
    } as const;
    const { container } = openFilmPage({
      ...film,
      posterImage: { ...posterImage, widths: [...posterImage.widths], formats: [...posterImage.formats] },
    });
    expect([...container.querySelectorAll("picture source")].map((source) => source.getAttribute("type"))).toEqual([
      "image/webp",
    ]);
    const img = container.querySelector("picture img");
    expect(img).toHaveAttribute("src", `${posterImage.base}-600.jpg`);
    expect(img).toHaveAttribute("fetchpriority", "high");
  });
});
