import { readdirSync, renameSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.netlify.config";
import { films } from "../e2e/content";
import { DEMO_MEMBERS, expectLoggedOut, hydrated, memberMenu, submitLogin } from "../e2e/support/member";
import { bookingLink } from "../e2e/support/booking";

const film = films.find((f) => f.showtimes.length > 0)!;

test("a visitor's « Réserver » reaches the ticketing site with its showtime", async ({ page }) => {
  await page.goto(film.path);
  const { link, perfCode } = await bookingLink(page);
  await link.click();
  await page.waitForURL((url) => url.origin === SANDBOX_URL && url.pathname.startsWith("/ticketing/"));
  await expect(page.locator("#ticketing-perf")).toHaveText(perfCode);
  await expect(page.locator("#ticketing-theater")).toHaveText("1042");
});

test("a member logs in, sees her card, books through the hand-off with her token, and logs out", async ({ page }) => {
  await test.step("login, then « Ma carte »", async () => {
    await page.goto(`/connexion/?return=${encodeURIComponent("/mon-compte/carte/")}`);
    await submitLogin(page, DEMO_MEMBERS.active);
    await page.waitForURL("**/mon-compte/carte/");
    await expect(
      page.getByRole("region", { name: "Ma carte" }).getByRole("img", { name: /^Code QR de votre carte/ }),
    ).toBeVisible();
  });
  await test.step("a showtime, through the ticketing hand-off", async () => {
    await page.goto(film.path);
    await hydrated(page);
    const { link, perfCode } = await bookingLink(page);
    await link.click();
    await page.waitForURL((url) => url.origin === SANDBOX_URL && /\/book/.test(url.pathname), { timeout: 20_000 });
    await expect(page.locator("#ticketing-token-status")).toHaveText("valid");
    await expect(page.locator("#ticketing-perf")).toHaveText(perfCode);
  });
  await test.step("logout", async () => {
    await page.goto("/films/");
    await hydrated(page);
    await memberMenu(page, "Marie").click();
    await page.getByRole("link", { name: "Se déconnecter" }).click();
    await expectLoggedOut(page);
  });
});

test("a page of the previous deploy, still open, recovers when the next deploy has removed its chunk", async ({ page }) => {
  const documents: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && documents.push(new URL(frame.url()).pathname));
  await page.goto("/cinema/");
  await hydrated(page);
  // The next deploy no longer has this build's film template: the host answers 404 for it, not a page.
  const chunk = readdirSync("public").find((file) => /^component---src-templates-film-page-tsx-[0-9a-f]+\.js$/.test(file))!;
  const gone = path.join("public", chunk);
  renameSync(gone, `${gone}.gone`);
  try {
    expect((await page.request.get(`/${chunk}`)).status()).toBe(404);
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), film.path);
    await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
    await expect.poll(() => documents).toContain(film.path);
  } finally {
    renameSync(`${gone}.gone`, gone);
  }
});
