import { describe, expect, it } from "vitest";
import { RootWrapper } from "../../../../test/render";
import { preRenderHtml } from "../../../../test/pre-render";
import { ProgrammeContent } from "./programme-content";

import type { ProgrammeFilm } from "../../../../lib/programme/programme-film";
import { now, programme } from "./programme-fixture";

/** The HTML the build writes: the server's render as Gatsby makes it (every part ready, then written), before any effect. */
async function preRender(films: ProgrammeFilm[]) {
  const html = await preRenderHtml(
    <RootWrapper>
      <ProgrammeContent films={films} laterWeeks={[]} now={now} />
    </RootWrapper>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  const days = [...container.querySelectorAll("section[data-day]")];
  const bookings = (day: Element) => day.querySelectorAll('a[href^="/api/startticketing/"]').length;
  return { html, days, bookings };
}

describe("Programme, pre-rendered (the HTML without JavaScript)", () => {
  it("shows every day of a small programme: the first two in full, with their booking links, the others as times", async () => {
    const { days, bookings } = await preRender(programme(4));
    expect(days).toHaveLength(14);
    expect(days.map(bookings)).toEqual([8, 8, ...Array(12).fill(0)]);
    const later = days[2]!;
    expect(later.textContent).toContain("Les séances du jour, à réserver sur la page de chaque film.");
    expect(later.querySelectorAll("li a[href^='/films/']")).toHaveLength(4);
  });

  it("keeps every day of a large programme: the first in full, the others as times linked to the film pages", async () => {
    const { html, days, bookings } = await preRender(programme(50));
    expect(days).toHaveLength(14);
    expect(bookings(days[0]!)).toBe(100);
    // Styled from the day's list and the link: no class on each film's row, title, facts and showtimes, nor on
    // each showtime's time (docs/performance.md, "Growth").
    const row = days[0]!.querySelector("li[data-showtimes] > article")!;
    for (const part of [row, ...row.querySelectorAll("h3, h3 + p, h3 + p + ul, a[data-perf-code] > time")])
      expect(part).not.toHaveAttribute("class");
    const later = days[1]!;
    expect(bookings(later)).toBe(0);
    expect(later.querySelector("h2")?.textContent).toBe("Demain, jeudi 26 novembre");
    expect(later.textContent).toContain("50 films, 100 séances");
    expect(later.textContent).toContain("Les séances du jour, à réserver sur la page de chaque film.");
    const first = later.querySelector("li");
    expect(first?.querySelector("a")).toHaveAttribute("href", "/films/2000000-film-0/");
    expect(first?.textContent?.replace(/[\u00a0\u202f]/g, " ")).toBe("Film 0 : 14 h (VF · 2D), 20 h 30 (VF · 2D)");
    expect(html).not.toMatch(/<template|<script/);
    expect(later.querySelectorAll("li")).toHaveLength(50);
    // A multiplex's fortnight (1,400 showtimes): about 150 KB here, against 1 MB with every day in full.
    expect(html.length).toBeLessThan(200_000);
  });

  it("loads at once only the posters of the first view: the first day's first four, none below the days", async () => {
    const films = withPosters([...programme(6), ...programme(3).map(withoutShowtimes(3_000_000))]);
    const { days } = await preRender(films);
    const container = days[0]!.parentElement!;
    expect(posterLoading(days[0]!)).toEqual([...Array(4).fill("eager"), "lazy", "lazy"]);
    expect(posterLoading(container.querySelector("section[data-bucket]")!)).toEqual(["lazy", "lazy", "lazy"]);
  });

  it("loads the first four cards' posters at once when no day has a showtime: the cards are the first view", async () => {
    const { html, days } = await preRender(withPosters(programme(6).map(withoutShowtimes(3_000_000))));
    expect(days).toHaveLength(0);
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(posterLoading(container)).toEqual([...Array(4).fill("eager"), "lazy", "lazy"]);
  });
});

const withPosters = (films: ProgrammeFilm[]) =>
  films.map((film) => ({
    ...film,
    posterImage: { base: `/images/affiches/${film.slug}-0123456789`, width: 600, height: 900, widths: [96, 176, 240] },
  }));

const withoutShowtimes = (firstId: number) => (film: ProgrammeFilm, i: number) => ({
  ...film,
  id: String(firstId + i),
  slug: `sans-seance-${i}`,
  showtimes: [],
});

const posterLoading = (scope: Element) => [...scope.querySelectorAll("img")].map((img) => img.getAttribute("loading"));
