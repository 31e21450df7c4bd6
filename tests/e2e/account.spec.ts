import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { DEMO_MEMBERS, submitLogin } from "./support/member";

const EMAIL = DEMO_MEMBERS.active;

async function newsletterInSandbox(page: Page): Promise<boolean | undefined> {
  const response = await page.request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(EMAIL)}`);
  const member = (await response.json()) as { favoriteCinemas: { boxofficeCinemaId: string; subscribeToNewsletter: boolean }[] };
  return member.favoriteCinemas.find((cinema) => cinema.boxofficeCinemaId === "1042")?.subscribeToNewsletter;
}

async function logInFromAccount(page: Page) {
  await page.goto("/mon-compte/");
  const login = page.getByRole("link", { name: "Se connecter" });
  await expect(login).toHaveAttribute("href", "/connexion/?return=%2Fmon-compte%2F");
  await login.click();
  await page.waitForURL("**/connexion/?return=%2Fmon-compte%2F");
  await submitLogin(page, EMAIL);
  await page.waitForURL("**/mon-compte/");
}

test("the member page is not indexed and asks a visitor to log in", async ({ page }) => {
  await page.goto("/mon-compte/");
  await expect(page.getByRole("heading", { level: 1, name: "Mon espace fidélité" })).toBeVisible();
  const html = await (await page.request.get("/mon-compte/")).text();
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
  await expect(page.getByText("Connectez-vous pour retrouver vos points, votre carte et vos films.")).toBeVisible();
});

test("after logging in, the member page shows Marie's name, card, points, films and cinema", async ({ page }) => {
  await logInFromAccount(page);
  const details = page.getByRole("region", { name: "Mes informations" });
  await expect(details).toContainText("Marie Dupont");
  await expect(details).toContainText("7712000000000001");
  await expect(details).toContainText("sans date d’expiration");
  await expect(page.getByRole("region", { name: "Mes soldes" })).toContainText(/1\s250 points/);
  const myFilms = page.getByRole("region", { name: "Mes films" });
  await expect(myFilms.getByRole("link").first()).toHaveAttribute("href", /^\/films\/\d+-/);
  const theater = page.getByRole("region", { name: "Mon cinéma" });
  await expect(theater.getByRole("switch", { name: /lettre d’information/ })).toBeVisible();
});

test("the newsletter switch changes the subscription on the server, and the member can log out", async ({ page }) => {
  await logInFromAccount(page);
  const newsletter = page.getByRole("switch", { name: /lettre d’information/ });
  const before = await newsletterInSandbox(page);
  await expect(newsletter).toBeChecked({ checked: before === true });
  await newsletter.click();
  await expect(newsletter).toBeChecked({ checked: before !== true });
  expect(await newsletterInSandbox(page)).toBe(before !== true);
  await newsletter.click();
  await expect(newsletter).toBeChecked({ checked: before === true });

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
});

test("each section of the member area has its own address, title and place in the area's menu", async ({ page }) => {
  await page.goto("/mon-compte/historique/");
  await expect(page).toHaveTitle(/^Mon\shistorique\s–\sMon espace fidélité\s\|\s/);
  await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
    "href",
    "/connexion/?return=%2Fmon-compte%2Fhistorique%2F",
  );
  await logInFromAccount(page);
  const menu = page.getByRole("navigation", { name: "Mon espace fidélité" });
  await expect(menu.getByRole("link", { name: "Vue d’ensemble" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Ma carte" }).click();
  await page.waitForURL("**/mon-compte/carte/");
  await expect(page.getByRole("heading", { level: 1, name: "Ma carte" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Code QR de votre carte/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Ma\scarte\s–\sMon espace fidélité\s\|\s/);
  await menu.getByRole("link", { name: "Mon historique" }).click();
  await page.waitForURL("**/mon-compte/historique/");
  await expect(page.getByRole("region", { name: "Historique de mes points" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Mes commandes" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Mon historique" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Mon historique" })).toHaveAttribute("aria-current", "page");
});

test("history: points four at a time, newest first; « Afficher plus » brings the older ones once, then goes", async ({
  page,
}) => {
  await page.goto("/mon-compte/historique/");
  await page.getByRole("link", { name: "Se connecter" }).click();
  await submitLogin(page, EMAIL);
  await page.waitForURL("**/mon-compte/historique/");
  const points = page.getByRole("region", { name: "Historique de mes points" });
  await expect(points.getByRole("listitem")).toHaveCount(4);
  const firstFour = await points.getByRole("listitem").allInnerTexts();
  await points.getByRole("button", { name: "Afficher plus" }).click();
  await expect(points.getByRole("listitem")).toHaveCount(5);
  const all = await points.getByRole("listitem").allInnerTexts();
  expect(all.slice(0, 4)).toEqual(firstFour);
  expect(new Set(all).size).toBe(5);
  await expect(points.getByRole("button", { name: "Afficher plus" })).toHaveCount(0);
  const orders = page.getByRole("region", { name: "Mes commandes" });
  await expect(orders.getByRole("listitem").first()).toContainText(/Total\s:\s\d+,\d{2}\s€/);
});
