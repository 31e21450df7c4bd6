import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadContent } from "../content/load-content";
import { homeProgramme } from "../lib/programme/home-programme";
import { packProgramme } from "../lib/programme/packed-programme";
import { splitProgramme } from "../lib/programme/programme-film";
import { renderToString } from "react-dom/server";
import { RootWrapper, renderWithProviders } from "../test/render";
import HomePage, { type HomeContext } from "./home-page";

// Built on Wednesday 25 November 2026 at 10:00 in Paris, seen at that time.
const BUILD = new Date("2026-11-25T09:00:00Z");
const PARIS = "Europe/Paris";
const { films } = loadContent(resolve(__dirname, "../../content"), BUILD);
const { films: homeFilms, lastDay } = homeProgramme(splitProgramme(films, BUILD, PARIS).carried, BUILD, PARIS);

/** The home page's context as the table of pages makes it (src/builder/pages.ts). */
const context: HomeContext = { programme: packProgramme(homeFilms), lastDay, buildTime: BUILD.toISOString() };

describe("the home page", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: BUILD }));
  afterEach(() => vi.useRealTimers());

  it("features a film, then today's showtimes at the cinema, each with its booking link", () => {
    renderWithProviders(
      <HomePage {...({ pageContext: context, location: { pathname: "/" } } as unknown as PageProps<object, HomeContext>)} />,
    );
    const featured = screen.getAllByRole("region")[0]!;
    const title = within(featured).getByRole("heading", { level: 2 });
    expect(title.textContent).not.toBe("");
    expect(featured).toHaveAccessibleName(title.textContent);
    expect(within(title).getByRole("link")).toHaveAttribute("href", expect.stringMatching(/^\/films\/\d+-/));
    const today = screen.getByRole("region", { name: "Aujourd’hui au Cinéma L’Aurore" });
    expect(within(today).getAllByRole("link", { name: /^Réserver / }).length).toBeGreaterThan(0);
  });

  it("gives no id twice", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <RootWrapper>
        <HomePage {...({ pageContext: context, location: { pathname: "/" } } as unknown as PageProps<object, HomeContext>)} />
      </RootWrapper>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
