import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createPageWeigher, firstLoadScripts, pageComponentScripts, pageDataFolder } from "./js-budget";

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

  it("counts the shell scripts the boot script adds once the page has painted", () => {
    const html = `<body><script type="application/json" id="gatsby-build-data">{"chunkMapping":{},"compilationHash":"1",
      "scripts":["/webpack-runtime-1.js","/framework-2.js","/app-3.js"],"intlWarmUp":"/intl-warm-up.js"}</script>
      <script>(function(){})()</script></body>`;
    expect(firstLoadScripts(html)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
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

describe("createPageWeigher", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  const gzip = (content: string) => gzipSync(content, { level: 9 }).length;

  it("sums the HTML's scripts, the page component's chunks and its slices', each file once", () => {
    dir = mkdtempSync(path.join(tmpdir(), "js-budget-"));
    const app = "console.log('app');".repeat(50);
    const film = "export const film = 1;";
    const header = "export const header = 2;";
    write("app-1.js", app);
    write("film-2.js", film);
    write("header-3.js", header);
    write(
      "webpack.stats.json",
      JSON.stringify({
        namedChunkGroups: {
          "component---film": { assets: [{ name: "film-2.js" }, { name: "film-2.css" }] },
          "slice---header": { assets: [{ name: "header-3.js" }, { name: "app-1.js" }] },
        },
      }),
    );
    write("slice-data/header-1.json", JSON.stringify({ componentChunkName: "slice---header" }));
    for (const page of ["films/1-a", "films/2-b"]) {
      write(`${page}/index.html`, `<link rel="preload" as="script" href="/app-1.js"><script src="/app-1.js" async></script>`);
      write(
        `page-data/${page}/page-data.json`,
        JSON.stringify({ componentChunkName: "component---film", slicesMap: { header: "header-1" } }),
      );
    }
    const weigh = createPageWeigher(dir);
    const [first, second] = [weigh("/films/1-a/"), weigh("/films/2-b/")];
    expect(first.scripts).toEqual([
      { file: "app-1.js", raw: app.length, gzip: gzip(app) },
      { file: "film-2.js", raw: film.length, gzip: gzip(film) },
      { file: "header-3.js", raw: header.length, gzip: gzip(header) },
    ]);
    expect(first.gzip).toBe(gzip(app) + gzip(film) + gzip(header));
    expect(second).toEqual({ ...first, page: "/films/2-b/" });
  });
});

describe("pageDataFolder", () => {
  it("finds the home page's page-data under index, the others under their path", () => {
    expect(pageDataFolder("/")).toBe("index");
    expect(pageDataFolder("/films/")).toBe("films");
    expect(pageDataFolder("/films/1-a/")).toBe("films/1-a");
  });
});
