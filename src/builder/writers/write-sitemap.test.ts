import { describe, expect, it } from "vitest";
import { builtHtmlFile, hasNoindex, renderSitemap } from "./write-sitemap";

const page = (noindex: boolean) =>
  `<html><head><title>x</title>${noindex ? '<meta name="robots" content="noindex" data-gatsby-head="true"/>' : ""}` +
  '<meta name="description" content="noindex is only a word here"/></head></html>';

describe("renderSitemap", () => {
  it("lists only the pre-rendered pages whose HTML does not say noindex", () => {
    const html: Record<string, string> = {
      "/": page(false),
      "/films/123456-le-film/": page(false),
      "/startticketing/": page(true),
      "/connexion/": page(true),
      "/404.html": page(true),
      "/films/lien/": page(false),
    };
    const sitemap = renderSitemap(
      [
        { path: "/films/123456-le-film/" },
        { path: "/" },
        { path: "/startticketing/" },
        { path: "/connexion/" },
        { path: "/404.html" },
        { path: "/films/lien/", matchPath: "/films/*" },
        { path: "/sans-html/" },
      ],
      (pagePath) => html[pagePath],
    );
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(["https://www.cinema-aurore.fr/", "https://www.cinema-aurore.fr/films/123456-le-film/"]);
  });
});

describe("hasNoindex", () => {
  it("reads the robots meta tag whatever the attribute order", () => {
    expect(hasNoindex('<meta content="noindex, follow" name="robots">')).toBe(true);
    expect(hasNoindex('<meta name="robots" content="index">')).toBe(false);
    expect(hasNoindex('<meta name="description" content="noindex">')).toBe(false);
  });
});

describe("builtHtmlFile", () => {
  it("maps page paths to the files Gatsby writes", () => {
    expect(builtHtmlFile("public", "/")).toBe("public/index.html");
    expect(builtHtmlFile("public", "/films/")).toBe("public/films/index.html");
    expect(builtHtmlFile("public", "/404.html")).toBe("public/404.html");
  });
});
