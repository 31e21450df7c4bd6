import type { PageProps } from "gatsby";
import { resolve } from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RootWrapper } from "../test/render";
import { paths } from "../config/paths";
import { loadContent } from "../content/load-content";
import { listingLaterWeeks } from "../lib/programme/inline-later-weeks";
import { packProgramme } from "../lib/programme/packed-programme";
import { splitProgramme } from "../lib/programme/programme-film";
import FilmListingPage, { Head, type FilmListingContext } from "./film-listing-page";

// The demo listing as the table of pages gives it (src/builder/pages.ts), built on a Wednesday morning, Paris.
const BUILD = new Date("2026-11-25T09:00:00Z");
const { films } = loadContent(resolve(__dirname, "../../content"), BUILD);
const { carried, laterWeeks, laterFilms } = splitProgramme(films, BUILD, "Europe/Paris");
const props = {
  pageContext: {
    programme: packProgramme(carried),
    laterWeeks: listingLaterWeeks(laterWeeks, laterFilms, BUILD, "Europe/Paris"),
    buildTime: BUILD.toISOString(),
  },
  location: { pathname: "/films/", search: "" },
} as unknown as PageProps<object, FilmListingContext>;

describe("the listing's JSON-LD", { timeout: 30_000 }, () => {
  it("is an ItemList of exactly the film pages its pre-rendered programme links to, positions from 1", () => {
    const html = renderToString(
      <RootWrapper>
        <FilmListingPage {...props} />
      </RootWrapper>,
    );
    const linked = new Set([...html.matchAll(/href="(\/films\/\d+-[^"/]+\/)"/g)].map((match) => match[1]));
    const head = document.createElement("div");
    head.innerHTML = renderToString(<Head {...props} />);
    const list = JSON.parse(head.querySelector('script[type="application/ld+json"]')!.textContent) as {
      "@type": string;
      itemListElement: { position: number; url: string }[];
    };
    expect(list["@type"]).toBe("ItemList");
    const urls = list.itemListElement.map((item) => item.url.replace("https://www.cinema-aurore.fr", ""));
    expect(list.itemListElement.map((item) => item.position)).toEqual(urls.map((_, index) => index + 1));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeGreaterThan(10);
    expect(new Set(urls)).toEqual(linked);
    const filmPaths = films.map((film) => paths.film(film));
    for (const url of urls) expect(filmPaths).toContain(url);
  });
});
