import { describe, expect, it } from "vitest";
import { firstLoadScripts, pageComponentScripts } from "./js-budget";

describe("firstLoadScripts", () => {
  it("lists the page's own scripts and script preloads once each, in order", () => {
    const html = `<html><head>
      <link as="script" rel="preload" href="/webpack-runtime-1.js"/>
      <link rel="preload" href="/page-data/films/page-data.json" as="fetch" crossorigin="anonymous"/>
      <link rel="stylesheet" href="/styles.css"/>
      <link as="script" rel="preload" href="/component---src-templates-film-page-tsx-2.js"/>
      <script type="application/ld+json">{"@type":"Movie"}</script>
      </head><body>
      <script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>
      <script src="/webpack-runtime-1.js" async></script>
      <script src='/app-3.js?v=1' async></script>
      <script src="https://www.google.com/recaptcha/api.js"></script>
      <script src="//cdn.example/x.js"></script>
      <script src="/polyfill-4.js" nomodule></script>
      </body></html>`;
    expect(firstLoadScripts(html)).toEqual([
      "/webpack-runtime-1.js",
      "/component---src-templates-film-page-tsx-2.js",
      "/app-3.js",
    ]);
  });
});

describe("pageComponentScripts", () => {
  it("lists the JavaScript files of the page component's chunk group", () => {
    const stats = {
      namedChunkGroups: {
        "component---src-templates-film-page-tsx": {
          assets: [{ name: "14d23b-db96.js" }, { name: "component---src-templates-film-page-tsx-185c.js" }, { name: "x.css" }],
        },
      },
    };
    expect(pageComponentScripts(stats, "component---src-templates-film-page-tsx")).toEqual([
      "/14d23b-db96.js",
      "/component---src-templates-film-page-tsx-185c.js",
    ]);
    expect(() => pageComponentScripts(stats, "component---src-pages-404-tsx")).toThrow(/No chunk group/);
  });
});
