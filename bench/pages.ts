import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "../scripts/find-chromium";
import { measureSecondVisit } from "./second-visit";
import { firstFilmPath, serveBuiltSite } from "./served-site";

const FILM_PAGE_JS_BUDGET_GZIP = 110 * 1024;

interface PageWeight {
  page: string;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  transferred: number;
  requests: number;
  layoutShift: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(browserPath: string, url: string, page: string): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  let transferred = 0;
  let requests = 0;
  cdp.on("Network.loadingFinished", (event) => {
    transferred += event.encodedDataLength;
    requests += 1;
  });
  const scripts: Promise<Buffer>[] = [];
  tab.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body());
  });
  await tab.goto(url, { waitUntil: "load" });
  await tab.waitForTimeout(1500);
  const layoutShift = await tab.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  const bodies = await Promise.all(scripts);
  await browser.close();
  return {
    page,
    jsFiles: bodies.length,
    jsRaw: bodies.reduce((sum, body) => sum + body.length, 0),
    jsGzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    transferred,
    requests,
    layoutShift,
  };
}

async function main() {
  const browserPath = await ensureChromium();
  const { port, server } = await serveBuiltSite();
  try {
    const filmPath = firstFilmPath();
    const results = [
      await measure(browserPath, `http://127.0.0.1:${port}${filmPath}`, `film page ${filmPath}`),
      await measure(browserPath, `http://127.0.0.1:${port}/films/`, "listing /films/"),
    ];
    console.log("\nFirst load, empty cache, 1280×900:");
    console.table(
      results.map((r) => ({
        page: r.page,
        "JS files": r.jsFiles,
        "JS raw": kb(r.jsRaw),
        "JS gzip": kb(r.jsGzip),
        "total transferred": kb(r.transferred),
        requests: r.requests,
        "layout shift (CLS)": r.layoutShift.toFixed(4),
      })),
    );
    const film = results[0]!;
    const verdict = film.jsGzip <= FILM_PAGE_JS_BUDGET_GZIP ? "within" : "OVER";
    console.log(
      `Film page first-load JavaScript: ${kb(film.jsGzip)} gzip, ${verdict} the ${kb(FILM_PAGE_JS_BUDGET_GZIP)} budget.`,
    );
    console.log(`Layout shift: ${results.every((r) => r.layoutShift === 0) ? "none" : "present"} on these pages.`);

    // Playwright reports the worker's own network requests with this flag.
    process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";
    const second = [
      await measureSecondVisit(browserPath, `http://localhost:${port}${filmPath}`, `film page ${filmPath}`),
      await measureSecondVisit(browserPath, `http://localhost:${port}/films/`, "listing /films/"),
    ];
    console.log("\nSecond visit, service worker in control:");
    console.table(
      second.map((r) => ({
        page: r.page,
        "transferred (network)": kb(r.transferred),
        "requests to the server": r.networkRequests,
        "answered by the worker": r.fromWorker,
      })),
    );
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
