import { chromium } from "@playwright/test";

export interface SecondVisit {
  page: string;
  /** Bytes that crossed the network on the second visit (the page's own requests and the worker's). */
  transferred: number;
  /** Requests that reached the server. */
  networkRequests: number;
  /** Requests the worker answered from its caches. */
  fromWorker: number;
}

/**
 * A visit, then the same page again with the service worker in control. `localhost`, because the site
 * registers its worker only over HTTPS or on localhost (SPEC §2).
 */
export async function measureSecondVisit(browserPath: string, url: string, page: string): Promise<SecondVisit> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ["--no-sandbox", "--disable-gpu"] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  await tab.goto(url, { waitUntil: "load" });
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await tab.waitForTimeout(3000); // the worker keeps the page and finishes its precache

  const counts = { transferred: 0, networkRequests: 0, fromWorker: 0 };
  const pending: Promise<void>[] = [];
  context.on("requestfinished", (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (response?.fromServiceWorker()) {
          counts.fromWorker += 1;
          return;
        }
        const sizes = await request.sizes();
        counts.transferred += sizes.responseHeadersSize + sizes.responseBodySize;
        counts.networkRequests += 1;
      })(),
    );
  });
  await tab.goto(url, { waitUntil: "load" });
  await tab.waitForTimeout(1500);
  await Promise.all(pending);
  await browser.close();
  return { page, ...counts };
}
