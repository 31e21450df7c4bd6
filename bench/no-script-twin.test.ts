import { describe, expect, it } from "vitest";
import { noScriptTwinUrl, withoutScripts } from "./no-script-twin";

// The shape of a built page's head and body (public/films/index.html): inline, data and external scripts beside the
// font preloads and styles that the first paint needs.
const page = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/>
<script>document.documentElement.dataset.day="2026-12-06";</script>
<script type="application/json" id="head-script-data">{"days":["2026-12-06"]}</script>
<link rel="preload" href="/static/open-sans-400.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link as="script" rel="preload" href="/webpack-runtime-1.js"/>
<link rel='modulepreload' href='/app-2.mjs'>
<link rel="prefetch" href="/page-data/films/page-data.json"/>
<style data-styled="true">.a{color:#111}</style>
<SCRIPT type="application/ld+json" data-gatsby-head="true">{"@type":"ItemList"}</SCRIPT >
</head><body><main><h1>Programme</h1><p>Le script du film est de Claire Denis.</p>
<noscript><p>Sans scripts, les séances restent lisibles.</p></noscript></main>
<script
  id="gatsby-boot">addEventListener("load", () => {
  const s = document.createElement("script");
  s.src = "/app-2.js";
})</script><script src="/framework-3.js" async></script></body></html>`;

describe("withoutScripts", () => {
  it("removes every script element and script preload, and counts them", () => {
    const { html, scripts, preloads } = withoutScripts(page);
    expect([scripts, preloads]).toEqual([5, 2]);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/webpack-runtime|app-2|framework-3|ItemList|head-script-data/);
  });

  it("keeps everything else byte for byte: styles, font preloads, prefetches, text about scripts, noscript", () => {
    const { html } = withoutScripts(page);
    for (const kept of [
      '<link rel="preload" href="/static/open-sans-400.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
      '<link rel="prefetch" href="/page-data/films/page-data.json"/>',
      '<style data-styled="true">.a{color:#111}</style>',
      "<p>Le script du film est de Claire Denis.</p>",
      "<noscript><p>Sans scripts, les séances restent lisibles.</p></noscript>",
    ]) {
      expect(html).toContain(kept);
    }
  });

  it("leaves a page without scripts as it is", () => {
    const plain = "<html><head><title>Films</title></head><body><p>Rien à exécuter</p></body></html>";
    expect(withoutScripts(plain)).toEqual({ html: plain, scripts: 0, preloads: 0 });
  });
});

describe("noScriptTwinUrl", () => {
  it("is the page's own path under the marker query, its search replaced", () => {
    expect(noScriptTwinUrl("https://localhost:4443/films/")).toBe("https://localhost:4443/films/?sans-scripts");
    expect(noScriptTwinUrl("https://localhost:4443/?utm_source=x")).toBe("https://localhost:4443/?sans-scripts");
  });
});
