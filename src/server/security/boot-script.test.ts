import { LATE_FONTS_ATTRIBUTE } from "../../lib/late-fonts";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  BOOT_SCRIPT,
  FIRST_PAINT_WAIT_LIMIT_MS,
  INTL_WARM_UP_WAIT_LIMIT_MS,
  readBuildData,
  rewriteScriptsSlice,
} from "./boot-script";
import { disallowedInlineScripts } from "./check-built-pages";

// The slice as Gatsby 5 writes it (gatsby-webpack-stats-extractor).
const chunkMap = JSON.stringify({ app: ["/app-1.js"], "component---x": ["/x-</script>.js"] });
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(chunkMap)};
          </script>
        <script>window.___webpackCompilationHash="dad49e352678970f9732";</script><script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script>`;

const pageHtml = (pagePathBlock: string, slice: string) =>
  `<html><body><div id="___gatsby"></div>${pagePathBlock}${slice}</body></html>`;

interface BrowserStandIn {
  /** What the page asked for: `appendChild` of a script, in order. */
  added: string[];
  /** The preloads the page added to <head>, in order: `as href` (and `anonymous` for a CORS preload). */
  preloaded: string[];
  /** The workers the page started, by URL. */
  workers: string[];
  /** The Intl warm-up worker answers (or fails). */
  workerDone(how?: "message" | "error"): void;
  /** Reports the first contentful paint to the page's observers. */
  paint(): void;
  /** Draws a frame: runs the animation-frame callbacks. */
  frame(): void;
  /** The attributes the page set on <html>. */
  rootAttributes: Map<string, string>;
  /** Runs the timers due after this many milliseconds. */
  wait(ms: number): void;
  window: Record<string, unknown>;
}

/** Runs the page's executable inline scripts as a browser would, against a tiny document. */
function runBoot(
  html: string,
  { visible = true, paintTiming = true, workers = true, fontStatuses = ["loaded"] } = {},
): BrowserStandIn {
  const blocks = new Map<string, string>();
  for (const [, id = "", text = ""] of html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)) {
    blocks.set(id, text);
  }
  const added: string[] = [];
  const preloaded: string[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const listeners: (() => void)[] = [];
  const frameCallbacks: (() => void)[] = [];
  let now = 0;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["navigation"];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === "paint" && options.buffered) observers.push(this.callback);
    }
  }
  const started: { url: string; onmessage?: () => void; onerror?: () => void; terminated: boolean }[] = [];
  class Worker {
    onmessage?: () => void;
    onerror?: () => void;
    terminated = false;
    constructor(readonly url: string) {
      started.push(this);
    }
    terminate() {
      this.terminated = true;
    }
  }
  const requestAnimationFrame = (callback: () => void) => frameCallbacks.push(callback);
  const window: Record<string, unknown> = {
    requestAnimationFrame,
    ...(paintTiming && { PerformanceObserver }),
    ...(workers && { Worker }),
  };
  const rootAttributes = new Map<string, string>();
  const document = {
    visibilityState: visible ? "visible" : "hidden",
    documentElement: { setAttribute: (name: string, value: string) => rootAttributes.set(name, value) },
    fonts: { forEach: (each: (face: { status: string }) => void) => fontStatuses.forEach((status) => each({ status })) },
    getElementById: (id: string) => (blocks.has(id) ? { textContent: blocks.get(id) } : null),
    createElement: (tag: string) => ({ tag, src: "", async: false }),
    head: {
      appendChild: (link: { rel: string; as: string; href: string; crossOrigin?: string }) =>
        preloaded.push(`${link.rel} ${link.as} ${link.href}${link.crossOrigin ? ` ${link.crossOrigin}` : ""}`),
    },
    body: {
      offsetWidth: 1280,
      appendChild: (element: { tag: string; src: string; async: boolean }) =>
        added.push(`${element.tag} ${element.src}${element.async ? " async" : ""}`),
    },
    addEventListener: (type: string, listener: () => void) => type === "visibilitychange" && listeners.push(listener),
  };
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: now + ms, run });
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/src=|type=/.test(attributes))
      runInNewContext(body, { window, document, setTimeout, requestAnimationFrame, Worker: window.Worker });
  }
  return {
    added,
    preloaded,
    workers: started.map((worker) => worker.url),
    workerDone: (how = "message") => started.forEach((worker) => (how === "message" ? worker.onmessage : worker.onerror)?.()),
    window,
    paint: () =>
      observers.forEach((callback) =>
        callback(
          { getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) },
          { disconnect: () => observers.splice(0) },
        ),
      ),
    rootAttributes,
    frame: () => frameCallbacks.splice(0).forEach((callback) => callback()),
    wait: (ms) => {
      now += ms;
      timers.filter((timer) => timer.at <= now).forEach((timer) => timer.run());
    },
  };
}

describe("the boot script", () => {
  const slice = rewriteScriptsSlice(SLICE);
  const html = pageHtml(`<script type="application/json" id="gatsby-page-path">"/films/"</script>`, slice);

  it("leaves no inline script but the boot script, whose hash the policy carries", () => {
    expect(disallowedInlineScripts(SLICE)).toHaveLength(2);
    expect(disallowedInlineScripts(html)).toEqual([]);
    expect(slice).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(slice).not.toContain("<script src=");
  });

  it("does not fetch Gatsby's shell scripts before the page has painted: no script tag, no preload", () => {
    expect(slice).not.toMatch(/<script src=|<link\b[^>]*rel="preload"/);
    const browser = runBoot(html);
    browser.frame();
    expect([...browser.added, ...browser.preloaded]).toEqual([]);
    expect(slice).toContain('"scripts":["/webpack-runtime-1.js","/app-1.js"]');
  });

  it("gives Gatsby's runtime the same values as its own inline scripts", () => {
    const { window } = runBoot(html);
    expect(window.pagePath).toBe("/films/");
    expect(window.___chunkMapping).toBe(chunkMap);
    expect(window.___webpackCompilationHash).toBe("dad49e352678970f9732");
  });

  it("gives back, read from a built page, the data it wrote (the JS budget reads the shell scripts so)", () => {
    expect(readBuildData(pageHtml("", rewriteScriptsSlice(SLICE, { intlWarmUp: "/intl-warm-up.js" })))).toEqual({
      chunkMapping: chunkMap,
      compilationHash: "dad49e352678970f9732",
      scripts: ["/webpack-runtime-1.js", "/app-1.js"],
      intlWarmUp: "/intl-warm-up.js",
    });
    expect(readBuildData(pageHtml("", ""))).toBeNull();
  });

  it("keeps '</script>' inside data from closing the data block", () => {
    expect(slice).not.toContain("x-</script>");
    expect(runBoot(html).window.___chunkMapping).toBe(chunkMap);
  });

  it("runs the shell scripts once the page has painted, not before, and once only", () => {
    const browser = runBoot(html);
    expect(browser.added).toEqual([]);
    browser.paint();
    expect(browser.added).toEqual(["script /webpack-runtime-1.js async", "script /app-1.js async"]);
    browser.wait(FIRST_PAINT_WAIT_LIMIT_MS);
    expect(browser.added).toHaveLength(2);
  });

  it("runs them in the task after the first drawn frame when the browser reports no paint (Firefox on the listing)", () => {
    const browser = runBoot(html);
    browser.frame();
    expect(browser.added).toEqual([]);
    browser.wait(0);
    expect(browser.added).toEqual(["script /webpack-runtime-1.js async", "script /app-1.js async"]);
    browser.paint();
    browser.frame();
    browser.wait(FIRST_PAINT_WAIT_LIMIT_MS);
    expect(browser.added).toHaveLength(2);
  });

  it("marks <html> at the first frame when a font is still loading or failed, so the page keeps its fallback", () => {
    for (const [statuses, late] of [
      [["loaded", "loaded", "unloaded"], false],
      [["loaded", "loading"], true],
      [["error", "loaded"], true],
    ] as const) {
      const browser = runBoot(html, { fontStatuses: [...statuses] });
      browser.frame();
      expect(browser.rootAttributes.has(LATE_FONTS_ATTRIBUTE), statuses.join()).toBe(late);
    }
  });

  it("runs them at once where no paint will be reported: a hidden tab, a browser without paint timing", () => {
    expect(runBoot(html, { visible: false }).added).toHaveLength(2);
    expect(runBoot(html, { paintTiming: false }).added).toHaveLength(2);
  });

  it("runs them after the wait limit when no frame is ever drawn", () => {
    const browser = runBoot(html);
    browser.wait(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(browser.added).toEqual([]);
    browser.wait(1);
    expect(browser.added).toHaveLength(2);
  });

  it("keeps a legacy browsers' polyfill as Gatsby wrote it", () => {
    const withPolyfill = rewriteScriptsSlice(`${SLICE}<script src="/polyfill-1.js" nomodule></script>`);
    expect(withPolyfill).toContain('<script src="/polyfill-1.js" nomodule></script>');
    expect(withPolyfill).not.toContain('polyfill-1.js" fetchpriority');
  });

  it("rewrites once, and refuses a slice of another shape", () => {
    expect(rewriteScriptsSlice(slice)).toBe(slice);
    expect(() => rewriteScriptsSlice("<script>window.somethingElse=1</script>")).toThrow(/unexpected shape/);
    expect(() => rewriteScriptsSlice(`${SLICE}<script>window.more=1</script>`)).toThrow(/unexpected shape/);
  });
});

describe("the boot script with the Intl warm-up worker", () => {
  const slice = rewriteScriptsSlice(SLICE, { intlWarmUp: "/intl-warm-up.js" });
  const html = pageHtml(`<script type="application/json" id="gatsby-page-path">"/films/"</script>`, slice);

  it("starts the worker at once, and runs the shell scripts once the page has painted and the worker is done", () => {
    const browser = runBoot(html);
    expect(browser.workers).toEqual(["/intl-warm-up.js"]);
    browser.paint();
    expect(browser.added).toEqual([]);
    // Downloading meanwhile: the shell scripts, then the page's data and the app's, which Gatsby's runtime fetches first.
    expect(browser.preloaded).toEqual([
      "preload script /webpack-runtime-1.js",
      "preload script /app-1.js",
      "preload fetch /page-data/films/page-data.json anonymous",
      "preload fetch /page-data/app-data.json anonymous",
    ]);
    browser.workerDone();
    expect(browser.added).toEqual(["script /webpack-runtime-1.js async", "script /app-1.js async"]);
  });

  it("preloads the page data where Gatsby's runtime asks for it: the home page's is index, a prefixed site's under its prefix", () => {
    const pageDataPreload = (pagePath: string, prefix = "") => {
      const prefixed = rewriteScriptsSlice(SLICE.replaceAll('src="/', `src="${prefix}/`), { intlWarmUp: "/intl-warm-up.js" });
      const browser = runBoot(
        pageHtml(`<script type="application/json" id="gatsby-page-path">${JSON.stringify(pagePath)}</script>`, prefixed),
      );
      browser.paint();
      return browser.preloaded.filter((preload) => preload.includes("page-data.json"));
    };
    expect(pageDataPreload("/")).toEqual(["preload fetch /page-data/index/page-data.json anonymous"]);
    expect(pageDataPreload("/404.html")).toEqual(["preload fetch /page-data/404.html/page-data.json anonymous"]);
    expect(pageDataPreload("/films/lien/", "/cinema")).toEqual([
      "preload fetch /cinema/page-data/films/lien/page-data.json anonymous",
    ]);
  });

  it("runs them at the paint when the worker was done before it", () => {
    const browser = runBoot(html);
    browser.workerDone();
    expect(browser.added).toEqual([]);
    browser.paint();
    expect(browser.added).toHaveLength(2);
  });

  it("does not wait for a worker that fails, or longer than its limit after the paint", () => {
    const failing = runBoot(html);
    failing.paint();
    failing.workerDone("error");
    expect(failing.added).toHaveLength(2);
    const slow = runBoot(html);
    slow.paint();
    slow.wait(INTL_WARM_UP_WAIT_LIMIT_MS - 1);
    expect(slow.added).toEqual([]);
    slow.wait(1);
    expect(slow.added).toHaveLength(2);
  });

  it("does without it where the browser has no workers", () => {
    const browser = runBoot(html, { workers: false });
    expect(browser.workers).toEqual([]);
    browser.paint();
    expect(browser.added).toHaveLength(2);
  });
});
