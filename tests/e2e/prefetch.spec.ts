import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { hydrated } from "./support/member";

/** A tall window: every film link of the listing is in view, so Gatsby queues them all for prefetching. */
const TALL_WINDOW = { viewport: { width: 1280, height: 6000 } };

interface PrefetchLog {
  /** When a link first queued a page (Gatsby's `___loader.enqueue`), by the page's clock. */
  firstQueuedAt: number | null;
  /** Each page-data prefetch (`<link rel="prefetch">`) with the page's clock when Gatsby added it. */
  prefetches: { page: string; at: number }[];
}

/**
 * Records when links queue pages and when Gatsby starts each page-data prefetch, stamped with the page's
 * own clock (Playwright's fake clock): the test reads the timing in the page's time, whatever the machine's
 * speed, and only lower bounds (a slow machine can only make the gaps longer).
 */
async function recordPrefetches(page: Page) {
  await page.addInitScript(() => {
    const log: PrefetchLog = { firstQueuedAt: null, prefetches: [] };
    const w = window as unknown as { __prefetchLog: PrefetchLog };
    w.__prefetchLog = log;
    let loader: { enqueue: (path: string) => unknown } | undefined;
    Object.defineProperty(window, "___loader", {
      configurable: true,
      get: () => loader,
      set(value: { enqueue: (path: string) => unknown }) {
        loader = {
          ...value,
          enqueue: (path: string) => {
            log.firstQueuedAt ??= Date.now();
            return value.enqueue(path);
          },
        };
      },
    });
    new MutationObserver((mutations) => {
      const at = Date.now(); // one instant for the links Gatsby added together
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLLinkElement) || node.rel !== "prefetch") continue;
          const match = /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(node.href).pathname);
          if (match) log.prefetches.push({ page: match[1]!, at });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __prefetchLog: PrefetchLog }).__prefetchLog);
}

async function openListingWithFakeClock(page: Page) {
  await page.clock.install();
  await page.goto("/films/");
  await hydrated(page);
  await page.mouse.move(0, 0); // no hover: hovering a link loads its page at once
}

/** Runs the page's clock 500 ms at a time until `done` holds (the loader waits for each batch's downloads). */
async function runClockUntil(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(500);
        return done();
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
}

test.describe("with every film link in view", () => {
  test.use(TALL_WINDOW);

  test("prefetch starts after 3 s, in batches of 4, 3 s apart", async ({ page }) => {
    const log = await recordPrefetches(page);
    await openListingWithFakeClock(page);
    const filmPages = (prefetches: PrefetchLog["prefetches"]) => prefetches.filter(({ page }) => page.startsWith("films/"));
    // The header's and the footer's pages may come first: until 6 film pages and 3 batches.
    await runClockUntil(page, async () => {
      const { prefetches } = await log();
      return prefetches.length >= 12 && filmPages(prefetches).length >= 6;
    });
    const { firstQueuedAt, prefetches } = await log();
    const times = prefetches.map((prefetch) => prefetch.at).sort((a, b) => a - b);
    // Not before 3 s after the first link was queued, then 4 at the start (a batch), and never more than 4
    // started within 3 s (batches of 4, 3 s apart).
    expect(firstQueuedAt).not.toBeNull();
    expect(times[0]! - firstQueuedAt!).toBeGreaterThanOrEqual(3_000);
    expect(times.slice(0, 4).every((at) => at === times[0])).toBe(true);
    for (let i = 0; i + 4 < times.length; i += 1) expect(times[i + 4]! - times[i]!).toBeGreaterThanOrEqual(3_000);
    // The film pages are among them.
    expect(filmPages(prefetches).length).toBeGreaterThanOrEqual(6);
  });
});

for (const [name, connection] of [
  ["a 2g connection", { effectiveType: "2g", saveData: false }],
  ["data saver on", { effectiveType: "4g", saveData: true }],
] as const) {
  test(`no prefetch on ${name}`, async ({ page }) => {
    await page.addInitScript(
      (value) => Object.defineProperty(navigator, "connection", { value, configurable: true }),
      connection,
    );
    const log = await recordPrefetches(page);
    await openListingWithFakeClock(page);
    await page.clock.runFor(15_000);
    expect((await log()).prefetches).toEqual([]);
  });
}

test.describe("for a bot", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  test("no prefetch", async ({ page }) => {
    const log = await recordPrefetches(page);
    await openListingWithFakeClock(page);
    await page.clock.runFor(15_000);
    expect((await log()).prefetches).toEqual([]);
  });
});
