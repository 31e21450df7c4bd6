import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { films } from "./content";
import { DEMO_MEMBERS, submitLogin } from "./support/member";

/** Logs Marie in on the login page the browser is on (it brings her back where `return` says). */
const logInHere = (page: Page) => submitLogin(page, DEMO_MEMBERS.active);

async function expectStandIn(page: Page, theaterCode: string, perfCode: string) {
  await page.waitForURL((url) => url.origin === SANDBOX_URL && /^\/ticketing\/websales\/sales\/\d+\/book/.test(url.pathname), {
    timeout: 15_000,
  });
  await expect(page.locator("#ticketing-token-status")).toHaveText("valid");
  await expect(page.locator("#ticketing-token-source")).toHaveText("form");
  await expect(page.locator("#ticketing-theater")).toHaveText(theaterCode);
  await expect(page.locator("#ticketing-perf")).toHaveText(perfCode);
}

const film = films.find((f) => f.showtimes.length > 0)!;

test("a member's showtime click goes through the hand-off and reaches the ticketing site with the token", async ({ page }) => {
  await page.goto(`/connexion/?return=${encodeURIComponent(film.path)}`);
  await logInHere(page);
  await page.waitForURL(`**${film.path}`);
  const booking = page
    .getByRole("region", { name: "Séances" })
    .getByRole("link", { name: /^Réserver / })
    .first();
  const href = new URL((await booking.getAttribute("href"))!, "http://localhost");
  const perfCode = href.searchParams.get("perfCode")!;
  await booking.click();
  await page.waitForURL(/\/startticketing\/\?theaterCode=1042&perfCode=/);
  const dialog = page.getByRole("dialog", { name: "Vous allez être redirigé dans quelques secondes…" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Cliquez ici si la redirection ne fonctionne pas" })).toBeVisible();
  await expectStandIn(page, "1042", perfCode);
});

for (const start of ["/films/", "/"]) {
  test(`a member's showtime click on ${start} also goes through the hand-off, with the token`, async ({ page }) => {
    await page.goto(`/connexion/?return=${encodeURIComponent(start)}`);
    await logInHere(page);
    await page.waitForURL((url) => url.pathname === start);
    const booking = page
      .getByRole("main")
      .getByRole("link", { name: /^Réserver / })
      .first();
    const href = new URL((await booking.getAttribute("href"))!, "http://localhost");
    await booking.click();
    await page.waitForURL(/\/startticketing\/\?theaterCode=1042&perfCode=/);
    await expectStandIn(page, "1042", href.searchParams.get("perfCode")!);
  });
}

test("without a session the hand-off goes to the login page with the query, then on to the ticketing site", async ({ page }) => {
  await page.goto("/startticketing/?theaterCode=1042&perfCode=424242");
  await page.waitForURL(/\/connexion\//);
  const url = new URL(page.url());
  expect(url.searchParams.get("theaterCode")).toBe("1042");
  expect(url.searchParams.get("perfCode")).toBe("424242");
  expect(url.searchParams.get("return")).toBe("/startticketing/?theaterCode=1042&perfCode=424242");
  await logInHere(page);
  await expectStandIn(page, "1042", "424242");
});

test("an anonymous visitor's showtime click still goes straight to the server redirect", async ({ page }) => {
  await page.goto(film.path);
  const booking = page
    .getByRole("region", { name: "Séances" })
    .getByRole("link", { name: /^Réserver / })
    .first();
  await expect(booking).toHaveAttribute("href", /^\/api\/startticketing\/redirect\?/);
  await booking.click();
  await page.waitForURL((url) => url.origin === SANDBOX_URL && url.pathname.startsWith("/ticketing/"));
  await expect(page.locator("#ticketing-token-status")).toHaveText("absent");
});
