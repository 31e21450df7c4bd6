import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/member";

// A tall window: every film link of the listing is in view, so Gatsby queues them all for prefetching.
test.use({ viewport: { width: 1280, height: 6000 } });

const START = new Date("2026-11-23T10:00:00+01:00").getTime();

interface Prefetch {
  /** The page whose data was prefetched (Gatsby prefetches a page's page-data.json with `<link rel="prefetch">`). */
  page: string;
  /** When the link was added, by the page's clock (Playwright's fake clock). */
  at: number;
}

/**
 * Records every page-data prefetch as Gatsby starts it, stamped with the page's own (fake) clock, so
 * the test reads the timing in the page's time, whatever the machine's speed.
 */
async function recordPrefetches(page: Page) {
  await page.addInitScript(() => {
    const seen: { page: string; at: number }[] = [];
    (window as unknown as { __prefetches: typeof seen }).__prefetches = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLLinkElement) || node.rel !== "prefetch") continue;
          const match = /\/page-data\/(.+)\/page-data\.json$/.exec(new URL(node.href).pathname);
          if (match) seen.push({ page: match[1]!, at: Date.now() });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __prefetches: Prefetch[] }).__prefetches);
}

/** The listing, opened with the clock stopped: no time passes in the page unless the test runs it. */
async function openListingWithStoppedClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1);
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

test("prefetch starts after 3 s, in batches of 4, 3 s apart", async ({ page }) => {
  const prefetches = await recordPrefetches(page);
  await openListingWithStoppedClock(page);
  // The page's clock stood still while it loaded: the links were queued at this instant.
  const queuedAt = await page.evaluate(() => Date.now());
  expect(queuedAt).toBe(START + 1);

  await page.clock.runFor(2_900);
  expect(await prefetches()).toEqual([]);

  await runClockUntil(page, async () => (await prefetches()).length >= 12);
  // Batches: the prefetches started at the same instant of the page's clock.
  const batches = new Map<number, number>();
  for (const { at } of await prefetches()) batches.set(at, (batches.get(at) ?? 0) + 1);
  const starts = [...batches.keys()];
  const sizes = [...batches.values()];
  expect(sizes.slice(0, 3)).toEqual([4, 4, 4]);
  expect(starts[0]! - queuedAt).toBeGreaterThanOrEqual(3_000);
  expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(3_000);
  expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(3_000);
  // Pages, not copies: no page is prefetched twice, and the film pages are among them.
  const pages = (await prefetches()).map((prefetch) => prefetch.page);
  expect(new Set(pages).size).toBe(pages.length);
  expect(pages.filter((path) => path.startsWith("films/")).length).toBeGreaterThanOrEqual(6);
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
    const prefetches = await recordPrefetches(page);
    await openListingWithStoppedClock(page);
    await page.clock.runFor(15_000);
    expect(await prefetches()).toEqual([]);
  });
}

test.describe("for a bot", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  test("no prefetch", async ({ page }) => {
    const prefetches = await recordPrefetches(page);
    await openListingWithStoppedClock(page);
    await page.clock.runFor(15_000);
    expect(await prefetches()).toEqual([]);
  });
});
