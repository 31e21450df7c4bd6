import type { HeadProps } from "gatsby";
import { resolve } from "node:path";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { filmPageJsonLd } from "../content/film-json-ld";
import { loadContent } from "../content/load-content";
import type { Film } from "../domain/film";
import { Head as TheaterHead } from "../pages/cinema";
import { Head as FilmHead, type FilmPageContext } from "./film-page";
import { Head as HomeHead, type HomeContext } from "./home-page";
import { Head as SignupRedirectHead } from "./signup-redirect-page";

// What the build writes into a page's <head> through Gatsby's Head API (lang comes from gatsby-ssr:
// src/app/render-body.test.tsx).

const now = new Date();
const { films } = loadContent(resolve(__dirname, "../../content"), now);
const film = films.find((candidate) => candidate.showtimes.some((showtime) => Date.parse(showtime.start) > now.getTime()))!;

function headOf(element: ReactElement) {
  const head = document.createElement("div");
  head.innerHTML = renderToString(element);
  const content = (selector: string, attribute: string) => head.querySelector(selector)?.getAttribute(attribute);
  const jsonLd = JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}") as Record<
    string,
    unknown
  >;
  return { head, content, jsonLd };
}
const headProps = <T,>(pageContext: T) => ({ pageContext, location: { pathname: "/" } }) as unknown as HeadProps<object, T>;
/** A film page's context as the table of pages makes it (src/builder/pages.ts). */
const filmContext = (film: Film): FilmPageContext => ({ film, buildTime: now.toISOString(), jsonLd: filmPageJsonLd(film, now) });

describe("a page's head", () => {
  it("a film page: title, description, canonical URL, Open Graph, and the film, the cinema and its screenings as JSON-LD", () => {
    const { head, content, jsonLd } = headOf(<FilmHead {...headProps(filmContext(film))} />);
    expect(head.querySelector("title")?.textContent).toBe(`${film.title} | Cinéma L’Aurore`);
    expect(content('meta[name="description"]', "content")).toMatch(/séances/);
    expect(content('link[rel="canonical"]', "href")).toBe(`https://www.cinema-aurore.fr${paths.film(film)}`);
    expect(content('meta[property="og:title"]', "content")).toBe(film.title);
    const types = (jsonLd["@graph"] as { "@type": string }[]).map((node) => node["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Movie", "MovieTheater", "ScreeningEvent"]));
  });

  it("a film page shares its poster's largest JPEG (no AVIF, no SVG) and asks first for its best format", () => {
    const drawn = {
      base: "/images/affiches/dessin-1048213-0123456789",
      width: 600,
      height: 900,
      widths: [96, 600],
      formats: ["webp" as const, "jpg" as const],
    };
    const { head, content, jsonLd } = headOf(<FilmHead {...headProps(filmContext({ ...film, posterImage: drawn }))} />);
    const poster = `https://www.cinema-aurore.fr${drawn.base}-600.jpg`;
    expect(content('meta[property="og:image"]', "content")).toBe(poster);
    expect((jsonLd["@graph"] as { "@type": string; image?: string }[]).find((node) => node["@type"] === "Movie")?.image).toBe(
      poster,
    );
    const preload = head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute("type", "image/webp");
    expect(preload).toHaveAttribute("imagesrcset", `${drawn.base}-96.webp 96w, ${drawn.base}-600.webp 600w`);
  });

  it("a film page writes the JSON-LD the build computed, byte for byte, as HTML and as the script's text", () => {
    const context = filmContext(film);
    const html = renderToString(<FilmHead {...headProps(context)} />);
    expect(html).toContain(`<script type="application/ld+json">${context.jsonLd}</script>`);
    expect(headOf(<FilmHead {...headProps(context)} />).head.querySelector("script")?.textContent).toBe(context.jsonLd);
  });

  it("a film page's JSON-LD cannot end its script or open a comment, whatever the film's texts", () => {
    const hostile = { ...film, title: "</script><script>alert(1)</script><!--", synopsis: "<!-- </SCRIPT >" };
    const html = renderToString(<FilmHead {...headProps(filmContext(hostile))} />);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(script).not.toContain("<");
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    const movie = (JSON.parse(script) as { "@graph": { "@type": string; name?: string; description?: string }[] })["@graph"][0];
    expect(movie).toMatchObject({ "@type": "Movie", name: hostile.title, description: hostile.synopsis });
  });

  it("the cinema page and the home page: the cinema as JSON-LD", () => {
    expect(headOf(<TheaterHead {...headProps({})} />).jsonLd["@type"]).toBe("MovieTheater");
    expect(headOf(<HomeHead {...headProps({} as HomeContext)} />).jsonLd).toMatchObject({
      "@type": "MovieTheater",
      name: expect.stringContaining("Aurore") as string,
    });
  });
});

describe("the /signup/ redirect page's head", () => {
  it("holds no markup written as text (Gatsby's Head escapes a <noscript>'s content): its link leads on without scripts", () => {
    const html = renderToString(<SignupRedirectHead {...headProps<object>({})} />);
    expect(html).not.toContain("<noscript");
    expect(html).not.toContain("&lt;");
  });
});
