import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../config/site-config";
import { loadContent } from "../content/load-content";
import { loadPages } from "../content/load-pages";
import { selectShowtimes } from "../lib/select-showtimes";
import { renderWithProviders } from "../test/render";
import CustomShowtimesPage, { type CustomShowtimesContext } from "./custom-showtimes-page";

// The demo's « Avant-premières » page as the build makes it (src/builder/pages.ts), built when its films are still to come.
const BUILD = new Date("2026-12-01T08:00:00Z");
const content = loadContent(resolve(__dirname, "../../content"), BUILD);
const page = loadPages(resolve(__dirname, "../../content"), []).find((candidate) => candidate.slug === "avant-premieres")!;
const context = {
  page,
  films: selectShowtimes(content.films, (page as CustomShowtimesContext["page"]).selection, siteConfig.timeZone),
  buildTime: BUILD.toISOString(),
} as CustomShowtimesContext;

describe("a custom-showtimes page (« Avant-premières »)", () => {
  it("gives every film its French age classification beside its title", () => {
    renderWithProviders(<CustomShowtimesPage {...({ pageContext: context } as PageProps<object, CustomShowtimesContext>)} />);
    const films = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.closest("li")!);
    expect(films.length).toBeGreaterThan(1);
    for (const [index, film] of films.entries()) {
      const rating = context.films[index]!.classification.rating;
      const label = rating === "TP" ? "Tous publics" : `Interdit aux moins de ${rating} ans`;
      expect(within(film).getByTitle(label)).toHaveTextContent(rating === "TP" ? "TP" : `-${rating}`);
    }
  });
});
