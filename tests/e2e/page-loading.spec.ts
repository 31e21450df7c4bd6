import { type Page, type Request } from "@playwright/test";
import { expect, test } from "./support/test";
import { films } from "./content";
import { hydrated } from "./support/member";

// Gatsby's loader and ours, without a service worker in the way of the intercepted requests.
test.use({ serviceWorkers: "block" });

const [film, otherFilm] = films as [(typeof films)[0], (typeof films)[0]];
const pageDataUrl = (path: string) => `**/page-data${path}page-data.json`;
const START_PAGE = "/cinema/";

/** Documents the browser loads (full navigations and reloads), and the console's messages. */
function watch(page: Page) {
  const documents: string[] = [];
  const consoleMessages: string[] = [];
  page.on("request", (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  page.on("console", (message) => consoleMessages.push(message.text()));
  return { documents, consoleMessages };
}

/** A client-side navigation, as a link click makes (Gatsby's navigate). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), path);
}

/** A light page to start a client-side navigation from: what is tested is the loader, not the page left. */
async function openStartPage(page: Page) {
  await page.goto(START_PAGE);
  await hydrated(page);
}

test("page data answered 404 for a page that exists (HEAD 200): full navigation to it", async ({ page }) => {
  const { documents } = watch(page);
  const heads: string[] = [];
  page.on("request", (r) => r.method() === "HEAD" && heads.push(new URL(r.url()).pathname));
  await page.route(pageDataUrl(film.path), (route) => route.fulfill({ status: 404, body: "" }));
  await openStartPage(page);
  await navigateInApp(page, film.path);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  expect(heads).toContain(film.path);
  expect(documents).toEqual([START_PAGE, film.path]);
});

test("page data 404 and HEAD 404: the 404 page, without leaving the app", async ({ page }) => {
  const { documents } = watch(page);
  const missing = "/films/9999999-film-disparu/";
  await openStartPage(page);
  await navigateInApp(page, missing);
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${missing}$`));
  expect(documents).toEqual([START_PAGE]);
});

test("page data answered 500: the 500 page", async ({ page }) => {
  const { documents } = watch(page);
  await page.route(pageDataUrl(film.path), (route) => route.fulfill({ status: 500, body: "" }));
  await openStartPage(page);
  await navigateInApp(page, film.path);
  await expect(page.getByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeVisible();
  expect(documents).toEqual([START_PAGE]);
});

test("page data failing otherwise: retried 3 times, then the browser loads the page itself", async ({ page }) => {
  const { documents } = watch(page);
  let attempts = 0;
  await page.route(pageDataUrl(film.path), (route) => {
    attempts += 1;
    return route.fulfill({ status: 503, body: "" });
  });
  await openStartPage(page);
  await navigateInApp(page, film.path);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  await expect.poll(() => documents).toEqual([START_PAGE, film.path]);
  // 1 + 3 retries during the navigation; the full page load asks again.
  expect(attempts).toBeGreaterThanOrEqual(4);
});

test("page data failing twice then answering: the page shows without a full navigation", async ({ page }) => {
  const { documents } = watch(page);
  let attempts = 0;
  await page.route(pageDataUrl(film.path), (route) => {
    attempts += 1;
    return attempts <= 2 ? route.abort("connectionreset") : route.fallback();
  });
  await openStartPage(page);
  await navigateInApp(page, film.path);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  expect(attempts).toBe(3);
  expect(documents).toEqual([START_PAGE]);
});

test("app-data.json read for the build hash: failures retried up to 3 times", async ({ page }) => {
  const { documents } = watch(page);
  let attempts = 0;
  await page.route("**/page-data/app-data.json", (route) => {
    attempts += 1;
    return attempts <= 3 ? route.fulfill({ status: 503, body: "" }) : route.fallback();
  });
  await page.goto(film.path);
  await hydrated(page);
  expect(attempts).toBe(4);
  expect(documents).toEqual([film.path]);
});

test("a different build hash: one full reload per browser session, never a loop", async ({ page }) => {
  const { documents, consoleMessages } = watch(page);
  await page.route("**/page-data/app-data.json", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ webpackCompilationHash: "another-deployment" }) }),
  );
  await page.goto(film.path);
  await hydrated(page);
  await expect.poll(() => documents).toEqual([film.path, film.path]);

  // Another page of the same session: no second reload. Gatsby decides before it renders; once the page is
  // hydrated, the site has said it let the mismatch be.
  await page.goto(START_PAGE);
  await hydrated(page);
  await expect.poll(() => consoleMessages.join("\n")).toMatch(/not reloading again/);
  expect(documents).toEqual([film.path, film.path, START_PAGE]);

  // Client-side navigation keeps working instead of turning into full loads.
  await navigateInApp(page, otherFilm.path);
  await expect(page.getByRole("heading", { level: 1, name: otherFilm.title })).toBeVisible();
  expect(documents).toEqual([film.path, film.path, START_PAGE]);
});

test("a page chunk that fails to load: full navigation to the path, no white screen, and why in the console", async ({
  page,
}) => {
  const { documents, consoleMessages } = watch(page);
  await openStartPage(page);
  // The film template's chunk, only now: the start page itself loaded normally.
  await page.route(/component---src-templates-film-page-tsx-[^/]*\.js$/, (route) => route.abort());
  await navigateInApp(page, film.path);
  await expect.poll(() => documents).toEqual([START_PAGE, film.path]);
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  // SPEC §8 developer message.
  expect(consoleMessages).toContainEqual(
    expect.stringMatching(/^We couldn't load "\/component---src-templates-film-page-tsx-[^"]+\.js"$/),
  );
});

test("a navigation that takes more than 1 s shows a progress indicator, gone once the page is there", async ({ page }) => {
  // The page's clock is Playwright's: the second is counted in the page's time, whatever the machine's load.
  await page.clock.install();
  await openStartPage(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pageDataUrl(film.path), async (route) => {
    await released;
    await route.fallback();
  });
  const indicator = page.getByRole("status").filter({ hasText: "Chargement de la page…" });
  // Time stands still from a minute ahead (the page's clock has run with the machine's since install): only runFor
  // moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
  await navigateInApp(page, film.path);
  await page.clock.runFor(999);
  await expect(indicator).toHaveCount(0); // SPEC §9: not before 1 s
  await page.clock.runFor(1);
  await expect(indicator).toBeVisible();
  await page.clock.resume();
  release();
  await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
  await expect(page.locator("#navigation-progress")).toBeHidden();
});

test("a part of the page whose code cannot load (the listing's filters): the rest of the page stays and works", async ({
  page,
}) => {
  const { consoleMessages } = watch(page);
  await page.route(/\/programme-filters-[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto("/films/");
  await hydrated(page);
  await expect.poll(() => consoleMessages).toContainEqual(expect.stringMatching(/^A part of the page could not load:/));
  // No white screen: the programme is there, without its filters, and its days still answer.
  await expect(page.getByRole("heading", { level: 1, name: "Films et séances" })).toBeVisible();
  await expect(page.getByText("Filtrer les séances")).toHaveCount(0);
  const days = page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link");
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute("aria-current", "date");
});
