import type { PageProps } from "gatsby";
import { resolve } from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RootWrapper } from "../test/render";
import { paths } from "../config/paths";
import { loadContent } from "../content/load-content";
import { INLINE_LATER_FILMS, listingLaterWeeks } from "../lib/programme/inline-later-weeks";
import { inlineLaterFilms } from "../lib/programme/listing-later-week";
import { packProgramme } from "../lib/programme/packed-programme";
import { isOnProgramme, splitProgramme } from "../lib/programme/programme-film";
import FilmListingPage, { Head, type FilmListingContext } from "./film-listing-page";

// Built on Wednesday 25 November 2026 at 10:00, Paris: the demo programme is relative to the build's play week.
const BUILD = new Date("2026-11-25T09:00:00Z");
const TIME_ZONE = "Europe/Paris";
const { films } = loadContent(resolve(__dirname, "../../content"), BUILD);
const { carried, laterWeeks, laterFilms } = splitProgramme(films, BUILD, TIME_ZONE);

/** The listing's context as the table of pages makes it (src/builder/pages.ts). */
const demoContext: FilmListingContext = {
  programme: packProgramme(carried),
  laterWeeks: listingLaterWeeks(laterWeeks, laterFilms, BUILD, TIME_ZONE),
  buildTime: BUILD.toISOString(),
};

const pageProps = (pageContext: FilmListingContext) =>
  ({ pageContext, location: { pathname: "/films/", search: "" } }) as unknown as PageProps<object, FilmListingContext>;

/** The listing's HTML as the build writes it, read back as a browser without JavaScript would. */
function preRendered(pageContext: FilmListingContext) {
  const html = renderToString(
    <RootWrapper>
      <FilmListingPage {...pageProps(pageContext)} />
    </RootWrapper>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  return { html, container };
}

// The demo's whole listing takes a second or two to render, more on a busy machine.
describe("the listing, pre-rendered", { timeout: 30_000 }, () => {
  it("links every film of the demo programme, later weeks included, with no « Afficher les films »", () => {
    const { container } = preRendered(demoContext);
    const linked = new Set([...container.querySelectorAll("a")].map((link) => link.getAttribute("href")));
    const onProgramme = films.filter((film) => isOnProgramme(film, BUILD, TIME_ZONE));
    expect(onProgramme.length).toBeGreaterThan(20);
    for (const film of onProgramme) expect(linked, film.title).toContain(paths.film(film));
    expect(container.textContent).not.toContain("Afficher les films");
  });

  it(`keeps the ${INLINE_LATER_FILMS} later films it may carry within 60 KB of HTML (docs/decisions.md)`, () => {
    const demoLater = [...laterFilms.values()].flat();
    const most = Array.from({ length: INLINE_LATER_FILMS }, (_, i) => ({
      ...demoLater[i % demoLater.length]!,
      id: `${9000 + i}`,
    }));
    // Only the later films: the next two weeks' programme left out, the page renders in a blink.
    const laterOnly = { ...demoContext, programme: packProgramme([]) };
    const withoutLater = preRendered({ ...laterOnly, laterWeeks: [] }).html.length;
    const withMost = preRendered({ ...laterOnly, laterWeeks: [{ key: "2027-03-03", inline: most }] }).html.length;
    expect(withMost - withoutLater).toBeLessThanOrEqual(60 * 1024);
  });
});

describe("the listing's HTML", { timeout: 30_000 }, () => {
  it("gives no id twice (a film showing on two days has a title id on each)", () => {
    const { container } = preRendered(demoContext);
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const article of container.querySelectorAll("article[aria-labelledby]")) {
      expect(container.querySelector(`#${article.getAttribute("aria-labelledby")!}`), article.textContent).not.toBeNull();
    }
  });

  it("names a first date on every card of the later weeks, its title a link to the film", () => {
    const { container } = preRendered(demoContext);
    const cards = [...container.querySelectorAll("section[data-bucket] li[data-film]")];
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards) {
      expect(card.querySelector("h3 a")?.getAttribute("href"), card.textContent).toMatch(/^\/films\/\d+-/);
      expect(card.textContent, card.querySelector("h3")?.textContent).toMatch(
        /Prochaine séance\s:\s\p{L}+\s\d+(er)?\s\p{L}+\sà\s\d|Sortie le\s\d+(er)?\s\p{L}+\s\d{4}|Date de sortie à venir/u,
      );
    }
  });
});

describe("the listing's JSON-LD", () => {
  it("lists the film pages the listing links to: the next two weeks', then the later films it carries", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Head {...pageProps(demoContext)} />);
    const list = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent) as {
      itemListElement: { url: string }[];
    };
    const urls = list.itemListElement.map((item) => new URL(item.url).pathname);
    const later = inlineLaterFilms(demoContext.laterWeeks).map((film) => paths.film(film));
    expect(later.length).toBeGreaterThan(0);
    expect(urls.slice(-later.length)).toEqual(later);
    expect(urls).toHaveLength(carried.length + later.length);
  });
});
