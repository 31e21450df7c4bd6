import { type Page } from "@playwright/test";
import { PAINT_TAG } from "../../playwright.config";
import { expect, test } from "./support/test";
import { films } from "./content";
import { hydrated } from "./support/member";

// The shell as the browser runs it: hydration and client-side navigation, the order of the first paint and the
// scripts, keyboard focus, pages without JavaScript, the layout at 320 px; and the sitemap as built. The pages'
// heads are unit-tested (src/templates/page-heads.test.tsx, src/app/render-body.test.tsx), as is the listing's
// JSON-LD against its links (src/templates/film-listing-json-ld.test.tsx).

/** Fails the test on any console error or any request that leaves the site's origin. */
function watchPage(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? "http://localhost:9000").origin;
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["http:", "https:"].includes(url.protocol)) return;
    if (url.origin !== origin) problems.push(`request to another origin: ${request.url()}`);
  });
  return problems;
}

test("the page hydrates: client-side navigation works and is announced in French", async ({ page, baseURL }) => {
  const problems = watchPage(page, baseURL);
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Le cinéma" }).click();
  await expect(page).toHaveURL(/\/cinema\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/informations pratiques/i);
  // Still the same document: Gatsby navigated without a full reload.
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  await expect(page.locator("#gatsby-announcer")).toHaveText(/^Navigation vers .*informations pratiques/i);
  await page.goto(films[0]!.path);
  await page.goto("/films/");
  expect(problems).toEqual([]);
});

test(
  "the pre-rendered page is painted before Gatsby's scripts are fetched; Intl is warmed by a worker meanwhile",
  { tag: PAINT_TAG },
  async ({ page }) => {
    await page.addInitScript(() => {
      const record = window as unknown as { shellScriptAddedAt?: number; shellScriptPreloadedAt?: number; firstFrameAt?: number };
      // The task after the first drawn frame, queued before the boot script's own (this script runs first).
      requestAnimationFrame(() => setTimeout(() => (record.firstFrameAt ??= performance.now()), 0));
      new MutationObserver((mutations) => {
        for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src.includes("/framework-"))
            record.shellScriptAddedAt ??= performance.now();
          if (node instanceof HTMLLinkElement && node.rel === "preload" && node.href.includes("/framework-"))
            record.shellScriptPreloadedAt ??= performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const requests = { framework: 0, warmUp: 0, pageData: 0, appData: 0 };
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/framework-")) requests.framework += 1;
      if (pathname === "/intl-warm-up.js") requests.warmUp += 1;
      if (pathname === `/page-data${films[0]!.path}page-data.json`) requests.pageData += 1;
      if (pathname === "/page-data/app-data.json") requests.appData += 1;
    });
    await page.goto(films[0]!.path);
    await hydrated(page);
    const { firstPaint, firstFrame, scriptAdded, scriptPreloaded } = await page.evaluate(() => {
      const record = window as unknown as { shellScriptAddedAt?: number; shellScriptPreloadedAt?: number; firstFrameAt?: number };
      return {
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        firstFrame: record.firstFrameAt,
        scriptAdded: record.shellScriptAddedAt,
        scriptPreloaded: record.shellScriptPreloadedAt,
      };
    });
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstFrame).toBeGreaterThan(0);
    // Nothing asks for the shell scripts before the page has painted (boot-script.ts: the first contentful paint
    // reported or the first frame drawn, whichever comes first): no preload in the HTML, the boot script's after.
    expect(scriptPreloaded).toBeGreaterThanOrEqual(Math.min(firstPaint!, firstFrame!));
    expect(scriptAdded).toBeGreaterThanOrEqual(scriptPreloaded!);
    // Each fetched once: the script and Gatsby's runtime take what was preloaded.
    expect(requests).toEqual({ framework: 1, warmUp: 1, pageData: 1, appData: 1 });
  },
);

test("keyboard: the first Tab reaches the skip link, which moves focus to the main content", async ({ page }) => {
  await page.goto(films[0]!.path);
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Aller au contenu principal" });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  const focusedInMain = await page.evaluate(() => document.activeElement?.closest("main") !== null);
  expect(focusedInMain).toBe(true);
});

test("with JavaScript off, a film page shows its content and booking links, the skip link (a site link) still moves focus to the main content, and there is no « Thème sombre » button: it could not work", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const film = films.find((f) => f.showtimes.length > 0)!;
  await page.goto(film.path);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Réserver / }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("button", { name: "Thème sombre" })).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Aller au contenu principal" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  expect(new URL(page.url()).hash).toBe("#contenu");
  await context.close();
});

test("the layout works on a 320 px wide phone without horizontal scrolling", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of [films[0]!.path, "/films/", "/cinema/"]) {
    await page.goto(path);
    await hydrated(page);
    const tooWide = () =>
      page.evaluate(() => {
        const insideHorizontalScroller = (element: Element) => {
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) return true;
          }
          return false;
        };
        return (
          [...document.querySelectorAll("body *")]
            // A horizontal scroller (the day picker's strip) may hold more than the screen: the page must not.
            .filter((element) => !insideHorizontalScroller(element))
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40) ?? ""}`)
        );
      });
    // Polled: the settled layout counts, not a frame before the mobile viewport applies.
    await expect.poll(tooWide, { message: path, timeout: 3000 }).toEqual([]);
  }
  await context.close();
});

test("sitemap.xml, as built: every film page and only indexable pages (none says noindex, the hand-off pages left out); robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const film of films) expect(sitemap).toContain(`https://www.cinema-aurore.fr${film.path}`);
  expect(sitemap).not.toContain("404");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://www.cinema-aurore.fr/sitemap.xml");
  const locs = [...sitemap.matchAll(/<loc>https:\/\/www\.cinema-aurore\.fr([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.length).toBeGreaterThanOrEqual(films.length);
  for (const path of locs) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<meta[^>]*name="robots"[^>]*noindex/);
  }
  // The member forms and hand-off pages say noindex, so the sitemap leaves them out.
  for (const memberPage of [
    "/startticketing/",
    "/launch/ticketing/",
    "/loyalty/upgrade/",
    "/connexion/",
    "/mon-compte/",
    "/inscription/",
    "/activation/",
    "/mot-de-passe-oublie/",
    "/reinitialiser-mot-de-passe/",
    "/identifiant-oublie/",
  ]) {
    expect(await (await request.get(memberPage)).text(), memberPage).toMatch(/<meta[^>]*name="robots"[^>]*noindex/);
    expect(locs).not.toContain(memberPage);
  }
  // The pages a search engine should find are there.
  for (const indexable of ["/", "/films/", "/cinema/", ...films.map((film) => film.path)]) {
    expect(locs, indexable).toContain(indexable);
  }
});
