import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootWrapper } from "../../../../test/render";
import { preRenderHtml } from "../../../../test/pre-render";
import { paths } from "../../../../config/paths";
import type { FilmSummary } from "../../../../domain/film";
import type { ListingLaterWeek } from "../../../../lib/programme/listing-later-week";
import { renderWithProviders } from "../../../../test/render";
import { LaterWeeks } from "./later-weeks";

// Thursday 26 November 2026, 18:00 in Paris: play week of Wednesday 25 November.
const now = new Date("2026-11-26T17:00:00Z");
const IN_TWO_WEEKS = "2026-12-09";
const BEYOND = "2027-03-03";

const film = (id: string): FilmSummary => ({
  id,
  slug: `film-${id}`,
  title: `Film ${id}`,
  genres: ["Drame"],
  durationMinutes: 100,
  releaseDate: null,
  classification: { rating: "TP" },
  tags: [],
  poster: { background: "#000000", foreground: "#FFFFFF", motif: "sun" },
  showtimes: [],
});

const weeks: ListingLaterWeek[] = [
  { key: IN_TWO_WEEKS, inline: [film("1"), film("2")] },
  { key: BEYOND, films: 40 },
];

/** The HTML the build writes (Gatsby's server render waits for every lazy part), read back as a page without JavaScript would show it. */
async function preRendered(listed: ListingLaterWeek[]) {
  const html = await preRenderHtml(
    <RootWrapper>
      <LaterWeeks weeks={listed} now={now} />
    </RootWrapper>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  return (bucket: string) => container.querySelector(`section[data-bucket="${bucket}"]`)!;
}

const filmLinks = (section: Element) => [...section.querySelectorAll("h3 a")].map((link) => link.getAttribute("href"));

afterEach(() => vi.unstubAllGlobals());

describe("LaterWeeks", () => {
  it("shows the films of a week the page carries as linked cards, without a button", async () => {
    const section = (await preRendered(weeks))("NEXT_PLAYWEEK_2");
    expect(section.querySelector("h2")?.textContent).toBe("Dans deux semaines");
    expect(filmLinks(section)).toEqual([paths.film(film("1")), paths.film(film("2"))]);
    expect(section.querySelector("button")).toBeNull();
  });

  it("keeps a week loaded on demand behind « Afficher les films », with its number of films", async () => {
    const section = (await preRendered(weeks))("BEYOND_NEXT_PLAYWEEK_3");
    expect(section.textContent).toContain("40 films");
    expect(section.querySelector("button")?.textContent).toBe("Afficher les films");
    expect(filmLinks(section)).toEqual([]);
  });

  it("loads the week's file when asked and shows its films in the same grid", async () => {
    const beyond = [film("3"), film("4")];
    const fetch = vi.fn(async () => Response.json(beyond));
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<LaterWeeks weeks={weeks} now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Afficher les films" }));
    const section = screen.getByRole("region", { name: "Plus tard" });
    expect(await within(section).findByRole("link", { name: "Film 3" })).toHaveAttribute("href", paths.film(beyond[0]!));
    expect(fetch).toHaveBeenCalledWith(paths.programmeWeek(BEYOND));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows a bucket's carried films and, below them, the button for the rest when a week has come closer since the build", async () => {
    const closer = "2026-12-02";
    const section = (await preRendered([{ key: closer, films: 3 }, ...weeks]))("NEXT_PLAYWEEK_2");
    expect(filmLinks(section)).toEqual([paths.film(film("1")), paths.film(film("2"))]);
    expect(section.textContent).toContain("3 films");
    expect(section.querySelectorAll("button")).toHaveLength(1);
  });
});
