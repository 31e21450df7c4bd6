import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { EVERY_PAGE_CHUNKS } from "../../src/config/every-page-chunks";
import { films } from "./content";
import { DEMO_MEMBERS, hydrated, logIn, memberMenu } from "./support/member";

test.use({ serviceWorkers: "allow" });
// One after the other: « a new deployment » rewrites public/sw.js for a while, and a browser of another test
// running meanwhile would install that worker mid-test (a navigation offline then hung in Chromium, CI of
// 2026-11-28). Only this file's browsers run the worker (the others block it), so only its tests must wait.
test.describe.configure({ mode: "default" });

const [visited, clientVisited, neverVisited] = films as [(typeof films)[0], (typeof films)[0], (typeof films)[0]];

/** Once the worker controls the page and has kept `paths` in its page cache. */
async function workerKeeps(page: Page, paths: string[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const keys = await (await caches.open("cinema-pages")).keys();
          return keys.map((request) => new URL(request.url).pathname);
        }),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(paths));
}

const allCachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

test("offline: visited pages open and hydrate, an unvisited page shows the offline page, member calls are never cached", async ({
  page,
  context,
}) => {
  await page.goto(visited.path);
  await hydrated(page);
  await workerKeeps(page, [visited.path]);
  // A page reached by client-side navigation is kept too.
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), clientVisited.path);
  await expect(page.getByRole("heading", { level: 1, name: clientVisited.title })).toBeVisible();
  await workerKeeps(page, [visited.path, clientVisited.path]);

  // Precached files are keyed with Workbox's revision query (`/offline.html?__WB_REVISION__=…`): compare paths.
  const cached = await allCachedUrls(page);
  const cachedPaths = cached.map((url) => new URL(url).pathname);
  expect(cachedPaths).toContain("/offline.html");
  expect(cachedPaths.filter((path) => /^\/app-[0-9a-f]+\.js$/.test(path))).toHaveLength(1);
  // The chunks every page loads after hydration are kept too: a page opened offline asks for them at once.
  for (const chunk of EVERY_PAGE_CHUNKS) {
    expect(
      cachedPaths.filter((path) => path.startsWith(`/${chunk}-`) && path.endsWith(".js")),
      chunk,
    ).toHaveLength(1);
  }
  expect(cached.filter((url) => url.includes("/api/") || /[?&](token|resetCode|uid|email)=/.test(url))).toEqual([]);

  await context.setOffline(true);
  for (const film of [visited, clientVisited]) {
    await page.goto(film.path);
    await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
    await hydrated(page);
  }

  await page.goto(neverVisited.path);
  await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${neverVisited.path}$`));
  // Without its scripts the page can tell no member from a visitor, nor switch the theme: neither the header's
  // entry to log in nor « Thème sombre » (no room kept for it either).
  await expect(page.getByRole("banner").getByRole("link", { name: "Espace fidélité" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Thème sombre", includeHidden: true })).toBeHidden();
  const unseenButKeepingRoom = await page.evaluate(
    () =>
      [...document.querySelectorAll("footer button")].filter((button) => {
        const style = getComputedStyle(button);
        return style.visibility === "hidden" && style.display !== "none";
      }).length,
  );
  expect(unseenButKeepingRoom).toBe(0);
  const kept = page.locator("[data-offline-cached-pages]");
  await expect(kept.locator(`a[href="${clientVisited.path}"]`)).toContainText(clientVisited.title);
  await kept.locator(`a[href="${visited.path}"]`).click();
  await expect(page.getByRole("heading", { level: 1, name: visited.title })).toBeVisible();

  // The member-call proxy is never answered from a cache: offline, it fails like any network call.
  const proxyAnswer = await page.evaluate(() =>
    fetch("/api/loyalty", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }).then(
      (response) => `status ${response.status}`,
      () => "network error",
    ),
  );
  expect(proxyAnswer).toBe("network error");
  await context.setOffline(false);
});

test("a new deployment's worker waits, « Nouvelle version disponible » reloads into it", async ({ page }) => {
  const swFile = "public/sw.js";
  const original = readFileSync(swFile, "utf8");
  try {
    await page.goto(visited.path);
    await hydrated(page);
    await workerKeeps(page, [visited.path]);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toMatch(/\/sw\.js$/);

    appendFileSync(swFile, "\n// next deployment\n");
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const notice = page.getByRole("status").filter({ hasText: "Nouvelle version disponible" });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    // The open page keeps working meanwhile: client-side navigation is still served.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const workerStates = () =>
      page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => ({
          waiting: registration?.waiting?.state ?? null,
          active: registration?.active?.state ?? null,
          controller: navigator.serviceWorker.controller?.state ?? null,
        })),
      );
    expect((await workerStates()).waiting, "the new worker waits when « Recharger » is pressed").toBe("installed");
    const reloaded = page.waitForEvent("load", { timeout: 20_000 });
    await notice.getByRole("button", { name: "Recharger" }).click();
    // Failed twice in many runs (2026-11-27), not understood: the workers' states say which step stopped.
    await reloaded.catch(async (error: unknown) => {
      throw new Error(`no reload after « Recharger », workers: ${JSON.stringify(await workerStates())}`, { cause: error });
    });
    await hydrated(page);
    await expect(page.getByRole("status").filter({ hasText: "Nouvelle version disponible" })).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null))).toBeNull();
  } finally {
    writeFileSync(swFile, original);
  }
});

test("the member card stays viewable offline on this device, and is gone from it after log-out", async ({ page, context }) => {
  test.setTimeout(60_000); // log-in, worker install, offline reloads
  const cardPath = "/mon-compte/carte/";
  const cardCode = page.getByRole("img", { name: "Code QR de votre carte n° 7712000000000001" });
  await logIn(page, DEMO_MEMBERS.active, cardPath);
  await expect(cardCode).toBeVisible();
  await workerKeeps(page, [cardPath]);
  // The member opens the card again once the worker controls the page: its scripts and code chunk are kept.
  await page.reload();
  await expect(cardCode).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // Without signal the card kept on the device shows at once, before the session call has even failed (a
  // device may say it is online without a network: Chromium 150 does so here), then the page says she is offline,
  // from the first failed try: not that the service is down.
  await expect(cardCode).toBeVisible({ timeout: 4_000 });
  await expect(page.getByText(/telle que cet appareil l’a affichée la dernière fois/)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Carte n° 7712000000000001");
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /^Vous êtes hors ligne/ }),
  ).toBeVisible({
    timeout: 4_000,
  });
  await expect(page.getByText(/momentanément indisponible/)).toHaveCount(0);

  await context.setOffline(false);
  await page.goto("/films/");
  await memberMenu(page, "Marie").click();
  await page.getByRole("link", { name: "Se déconnecter" }).click();
  await expect(memberMenu(page, "Marie")).toBeHidden();

  await context.setOffline(true);
  await page.goto(cardPath);
  await expect(page.getByRole("heading", { level: 1, name: "Ma carte" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("7712000000000001");
  await expect(cardCode).toHaveCount(0);
});
