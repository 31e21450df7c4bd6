import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort, startGatsbyServe } from "../../scripts/local-servers";
import { DEMO_MEMBERS, hydrated, submitLogin } from "./support/member";

// A second `gatsby serve` of the same build whose loyalty backend is down
// (LOYALTY_API_URL points at a port nothing listens on).
let server: ChildProcess | undefined;
let siteUrl = "";

test.beforeAll(async () => {
  const [sitePort, deadPort] = [await freePort(), await freePort()];
  server = await startGatsbyServe(sitePort, { LOYALTY_API_URL: `http://127.0.0.1:${deadPort}` });
  siteUrl = `http://127.0.0.1:${sitePort}`;
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("with the loyalty backend down, login says so in French and the site keeps working", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(`${siteUrl}/connexion/`);
  await submitLogin(page, DEMO_MEMBERS.active);
  await expect(page.getByRole("alert")).toHaveText(
    "Le service fidélité est momentanément indisponible. Merci de réessayer dans quelques minutes.",
  );
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeEnabled();
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Films et séances" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Films et séances" })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("a member whose session cannot be refreshed keeps the cookie and a working page", async ({ page, context }) => {
  const session = { cypherVersion: 3, token: "t".repeat(43), refreshToken: "r".repeat(43), refreshedAt: Date.now() };
  await context.addCookies([
    { name: "token_clubcgr", value: encodeURIComponent(JSON.stringify(session)), url: siteUrl, sameSite: "Lax" },
  ]);
  await page.goto(`${siteUrl}/cinema/`);
  await hydrated(page);
  await expect(page.getByRole("banner").getByRole("link", { name: /Espace fidélité|Mon espace fidélité/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("informations pratiques");
  const cookies = await context.cookies(siteUrl);
  expect(cookies.find((cookie) => cookie.name === "token_clubcgr")).toBeDefined();
});
