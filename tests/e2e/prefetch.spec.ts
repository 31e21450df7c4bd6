import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/member";

// A tall window: every film link of the listing is in view, so Gatsby queues them all for prefetching.
test.use({ viewport: { width: 1280, height: 6000 } });

/** Film pages whose data was prefetched (Gatsby prefetches a page's page-data.json, then its chunks). */
function countPrefetchedFilms(page: Page) {
  const films = new Set<string>();
  page.on("request", (request) => {
    const match = /\/page-data\/films\/(\d+-[^/]+)\/page-data\.json$/.exec(request.url());
    if (match) films.add(match[1]!);
  });
  return films;
}

async function openListingWithFakeClock(page: Page) {
  await page.clock.install();
  await page.goto("/films/");
  await hydrated(page);
  await page.mouse.move(0, 0); // no hover: hovering a link loads its page at once
}

// FIXME: failed in the first full run after landing (stop 17 integration note); fix and re-enable.
test.fixme("prefetch starts after 3 s, in batches of 4, 3 s apart", async ({ page }) => {
  const prefetched = countPrefetchedFilms(page);
  await openListingWithFakeClock(page);
  await page.clock.runFor(2_500);
  await page.waitForTimeout(300);
  expect(prefetched.size).toBe(0);

  await page.clock.runFor(1_000);
  await expect.poll(() => prefetched.size).toBe(4);
  await page.waitForTimeout(300);
  expect(prefetched.size).toBe(4);

  await page.clock.runFor(3_500);
  await expect.poll(() => prefetched.size).toBe(8);
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
    const prefetched = countPrefetchedFilms(page);
    await openListingWithFakeClock(page);
    await page.clock.runFor(15_000);
    await page.waitForTimeout(500);
    expect(prefetched.size).toBe(0);
  });
}

test.describe("for a bot", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  test("no prefetch", async ({ page }) => {
    const prefetched = countPrefetchedFilms(page);
    await openListingWithFakeClock(page);
    await page.clock.runFor(15_000);
    await page.waitForTimeout(500);
    expect(prefetched.size).toBe(0);
  });
});
