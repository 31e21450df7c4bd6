import { describe, expect, it } from "vitest";
import {
  cachedPagesList,
  CACHED_PAGES_PLACEHOLDER,
  isHashedAsset,
  isNeverCached,
  isPagePath,
  isSiteFile,
  isStorable,
  pageCacheKey,
} from "./cache-policy";

const url = (path: string) => new URL(path, "https://www.cinema-aurore.fr");

describe("what the worker never keeps", () => {
  it.each([
    "/api/loyalty",
    "/api/startticketing/redirect?perfCode=1",
    "/billetterie/?token=abc",
    "/reinitialiser-mot-de-passe/?resetCode=x&uid=1",
    "/connexion/?email=a%40b.fr",
    "/connexion/?return=%2Fmon-compte%2F",
  ])("%s", (path) => expect(isNeverCached(url(path))).toBe(true));

  it("film pages, the listing with its filters and page data are kept", () => {
    for (const path of ["/films/1048213-les-heures-claires/", "/films/?jour=2026-11-25", "/page-data/films/page-data.json"]) {
      expect(isNeverCached(url(path))).toBe(false);
    }
  });

  it("answers marked private or no-store, with a cookie, or not 200", () => {
    expect(isStorable(new Response("x", { headers: { "Cache-Control": "no-store" } }))).toBe(false);
    expect(isStorable(new Response("x", { headers: { "Cache-Control": "private, max-age=60" } }))).toBe(false);
    expect(isStorable(new Response("x", { headers: { "Set-Cookie": "a=b" } }))).toBe(false);
    expect(isStorable(new Response("x", { status: 404 }))).toBe(false);
    expect(isStorable(new Response("x", { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } }))).toBe(true);
  });
});

describe("cache keys and asset kinds", () => {
  it("one entry per page, whatever its query", () => {
    expect(pageCacheKey(url("/films/?jour=2026-11-25&utm_source=x"))).toBe("https://www.cinema-aurore.fr/films/");
  });

  it("page addresses: the site's pages end with a slash", () => {
    expect(isPagePath(url("/films/1048213-les-heures-claires/"))).toBe(true);
    expect(isPagePath(url("/404.html"))).toBe(true);
    expect(isPagePath(url("/page-data/films/page-data.json"))).toBe(false);
  });

  it("Gatsby's hashed files and the build's fonts", () => {
    expect(isHashedAsset(url("/app-5f3c0a9e1b2d4c6e8f00.js"))).toBe(true);
    expect(isHashedAsset(url("/static/open-sans-latin-400-normal-8a9b0c1d.woff2"))).toBe(true);
    expect(isHashedAsset(url("/sw.js"))).toBe(false);
  });
});

describe("files kept for offline visits", () => {
  it.each([
    "/images/les-heures-claires-affiche-3f9a1c2b-240.avif",
    "/images/les-heures-claires-affiche-3f9a1c2b-240.webp",
    "/images/les-heures-claires-affiche-3f9a1c2b-240.jpg",
    "/images/affiches/dessin-264190-0a1b2c3d4e-240.webp",
    "/programme/2026-12-02.json",
    "/logo.svg",
  ])("%s: every format a film page's <picture> may load", (path) => {
    expect(isSiteFile(url(path))).toBe(true);
  });

  it("not the pages or Gatsby's scripts, which have their own caches", () => {
    expect(isSiteFile(url("/films/42-dune/"))).toBe(false);
    expect(isSiteFile(url("/app-3f9a1c2b.js"))).toBe(false);
  });
});

describe("the offline page's list", () => {
  it("links each kept page by its title, escaped", () => {
    const list = cachedPagesList([
      { url: "https://x.fr/films/1-a/", html: "<title>Les &amp; Heures — Cinéma</title>" },
      { url: "https://x.fr/cinema/", html: "<title><img onerror=alert(1)></title>" },
    ]);
    expect(list).toBe('<li><a href="/films/1-a/">Les &amp; Heures — Cinéma</a></li><li><a href="/cinema/">/cinema/</a></li>');
    expect('<ul data-offline-cached-pages=""></ul>'.replace(CACHED_PAGES_PLACEHOLDER, `$1${list}$2`)).toContain("<li>");
  });
});
