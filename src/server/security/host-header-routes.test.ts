import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteSecurityHeaderRules } from "./site-security-headers";
import { hostHeaderRoutes, IMMUTABLE, REVALIDATE } from "./host-header-routes";

const require = createRequire(import.meta.url);
/** The module of Netlify's adapter that writes `_headers` (not among its package's exports). */
const { processRoutesManifest } = require(
  path.join(path.dirname(require.resolve("gatsby-adapter-netlify")), "route-handler.js"),
) as {
  processRoutesManifest: (routes: unknown[], headerRoutes: unknown[]) => { headers: string };
};

const names = (headers: { key: string }[]) => headers.map(({ key }) => key.toLowerCase());

/** The paths of Gatsby's own header routes for a site of `films` films: pages, their data, pictures, bundles. */
function gatsbyRoutePaths(films: number): string[] {
  const perFilm = (id: number) => [
    `/films/${id}-film/`,
    `/page-data/films/${id}-film/page-data.json`,
    `/cms-preview/films/${id}-film/`,
    `/posters/${id}-480.webp/`,
    `/posters/${id}-480.jpg/`,
  ];
  return [
    "/",
    "/films/",
    "/favicon.svg/",
    "/sw.js",
    "/app-a71ed569cd4401991bb2.js",
    "/app-a71ed569cd4401991bb2.js.map",
    "/framework-e0610a6e6fd364f3bddd.js",
    "/component---src-templates-film-page-tsx-cd14af48ec8a9ddf813b.js",
    "/5370-4f4de923cdd63e088d4e.js",
    "/styles.3c4f2a1b.css",
    ...Array.from({ length: films }, (_, i) => perFilm(1_000_000 + i)).flat(),
  ];
}

/** The `_headers` file Netlify's adapter writes from these routes. */
const headersFile = (films: number) =>
  processRoutesManifest([], hostHeaderRoutes(siteSecurityHeaderRules(), gatsbyRoutePaths(films))).headers;

describe("the site's headers on a host (host-header-routes.ts)", () => {
  const routes = hostHeaderRoutes(siteSecurityHeaderRules(), gatsbyRoutePaths(27));
  const rule = (path: string) => routes.find((route) => route.path === path);

  it("give every path, an unknown one's 404 included, the site's headers in one rule, each name once", () => {
    const everyPath = rule("/*")!;
    expect(routes[0]).toBe(everyPath);
    expect(names(everyPath.headers)).toEqual(expect.arrayContaining(["content-security-policy", "permissions-policy"]));
    expect(names(everyPath.headers)).toEqual(
      expect.arrayContaining(["strict-transport-security", "cross-origin-opener-policy", "cross-origin-resource-policy"]),
    );
    expect(everyPath.headers).toContainEqual({ key: "cache-control", value: REVALIDATE });
    for (const { headers } of routes) expect(new Set(names(headers)).size).toBe(headers.length);
  });

  it("list a path only where it differs: hashed files, the preview, the hand-off pages", () => {
    expect(rule("/static/*")!.headers).toEqual([{ key: "cache-control", value: IMMUTABLE }]);
    expect(rule("/app-a71ed569cd4401991bb2.js")!.headers).toEqual([{ key: "cache-control", value: IMMUTABLE }]);
    expect(rule("/component---src-templates-film-page-tsx-cd14af48ec8a9ddf813b.js")).toBeDefined();
    expect(names(rule("/cms-preview/*")!.headers)).toContain("content-security-policy");
    expect(rule("/ticketing/")!.headers).toEqual([{ key: "Referrer-Policy", value: "no-referrer" }]);
    for (const path of ["/films/1000000-film/", "/favicon.svg/", "/posters/1000000-480.webp/", "/sw.js", "/"]) {
      expect(rule(path), path).toBeUndefined();
    }
  });

  it("write a _headers file under 30 KB that does not grow with films or pictures", () => {
    const at27 = headersFile(27);
    expect(at27.length).toBeLessThan(30_000);
    expect(headersFile(200)).toBe(at27);
    // No rule for a file named as a page (Gatsby's `/favicon.svg/`, every picture's).
    expect(at27).not.toMatch(/^\/[^\n]*\.(?:svg|webp|jpg|css)\/$/m);
  });

  it("keep a path prefix on every rule", () => {
    const prefixed = hostHeaderRoutes(siteSecurityHeaderRules(), ["/cinema/app-a71ed569cd4401991bb2.js"], "/cinema");
    expect(prefixed.map(({ path }) => path)).toEqual(expect.arrayContaining(["/cinema/*", "/cinema/static/*"]));
    expect(prefixed.map(({ path }) => path)).toContain("/cinema/app-a71ed569cd4401991bb2.js");
  });

  it("refuse site rules that do not begin with the one for every path", () => {
    const [, ...others] = siteSecurityHeaderRules();
    expect(() => hostHeaderRoutes(others, [])).toThrow(/every path/);
  });
});
