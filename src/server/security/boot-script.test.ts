import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { BOOT_SCRIPT, rewriteScriptsSlice } from "./boot-script";
import { disallowedInlineScripts } from "./check-built-pages";

// The slice as Gatsby 5 writes it (gatsby-webpack-stats-extractor).
const chunkMap = JSON.stringify({ app: ["/app-1.js"], "component---x": ["/x-</script>.js"] });
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(chunkMap)};
          </script>
        <script>window.___webpackCompilationHash="dad49e352678970f9732";</script><script src="/app-1.js" async></script>`;

const pageHtml = (pagePathBlock: string, slice: string) =>
  `<html><body><div id="___gatsby"></div>${pagePathBlock}${slice}</body></html>`;

/** Runs the page's executable inline scripts as a browser would, against a tiny document. */
function runBoot(html: string): Record<string, unknown> {
  const blocks = new Map<string, string>();
  for (const [, id = "", text = ""] of html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)) {
    blocks.set(id, text);
  }
  const window: Record<string, unknown> = {};
  const document = { getElementById: (id: string) => (blocks.has(id) ? { textContent: blocks.get(id) } : null) };
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/src=|type=/.test(attributes)) runInNewContext(body, { window, document });
  }
  return window;
}

describe("the boot script", () => {
  const slice = rewriteScriptsSlice(SLICE);
  const html = pageHtml(`<script type="application/json" id="gatsby-page-path">"/films/"</script>`, slice);

  it("leaves no inline script but the boot script, whose hash the policy carries", () => {
    expect(disallowedInlineScripts(SLICE)).toHaveLength(2);
    expect(disallowedInlineScripts(html)).toEqual([]);
    expect(slice).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(slice).toContain('<script src="/app-1.js" async></script>');
  });

  it("gives Gatsby's runtime the same values as its own inline scripts", () => {
    const window = runBoot(html);
    expect(window.pagePath).toBe("/films/");
    expect(window.___chunkMapping).toBe(chunkMap);
    expect(window.___webpackCompilationHash).toBe("dad49e352678970f9732");
  });

  it("keeps '</script>' inside data from closing the data block", () => {
    expect(slice).not.toContain("x-</script>");
    expect(runBoot(html).___chunkMapping).toBe(chunkMap);
  });

  it("rewrites once, and refuses a slice of another shape", () => {
    expect(rewriteScriptsSlice(slice)).toBe(slice);
    expect(() => rewriteScriptsSlice("<script>window.somethingElse=1</script>")).toThrow(/unexpected shape/);
  });
});
