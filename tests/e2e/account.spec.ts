import { expect, test } from "./support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { DEMO_MEMBERS, logIn, memberMenu, sessionCookie, submitLogin } from "./support/member";
import { expectNoHorizontalScroll, PHONE } from "./support/layout-checks";

// What each section shows (details, balances, films, cinema, the newsletter switch, the histories and their
// « Afficher plus », log-out) is in component tests: src/templates/account-page.test.tsx and
// src/features/loyalty/account/**. Here: the area's pages as the server gives them, reached through the login
// page and the menus, with their titles, and the way out to the payment portal.

test("the member area: a visitor logs in from a section, comes back to it, and goes from section to section", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const areaMenu = page.getByRole("navigation", { name: "Mon espace fidélité" });

  await test.step("the pre-rendered member pages are not indexed", async () => {
    const html = await (await page.request.get("/mon-compte/")).text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  await test.step("a visitor on « Mon historique » is asked to log in, and comes back to it", async () => {
    await page.goto("/mon-compte/historique/");
    await expect(page).toHaveTitle(/^Mon\shistorique\s–\sMon espace fidélité\s\|\s/);
    const login = page.getByRole("link", { name: "Se connecter" });
    await expect(login).toHaveAttribute("href", "/connexion/?return=%2Fmon-compte%2Fhistorique%2F");
    await login.click();
    await page.waitForURL("**/connexion/?return=%2Fmon-compte%2Fhistorique%2F");
    await submitLogin(page, DEMO_MEMBERS.active);
    await page.waitForURL("**/mon-compte/historique/");
    await expect(page.getByRole("region", { name: "Historique de mes points" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Mes commandes" })).toBeVisible();
  });

  await test.step("reloaded, the section is still hers and marked in the area's menu", async () => {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Mon historique" })).toBeVisible();
    await expect(areaMenu.getByRole("link", { name: "Mon historique" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Historique de mes points" }).getByRole("listitem").first()).toBeVisible();
  });

  await test.step("the header's member menu leads to each section: « Ma carte » in two taps", async () => {
    await memberMenu(page, "Marie").click();
    const banner = page.getByRole("banner");
    for (const name of ["Mon espace fidélité", "Ma carte", "Mes avantages", "Mon historique", "Mon profil", "Se déconnecter"])
      await expect(banner.getByRole("link", { name, exact: true })).toBeVisible();
    await banner.getByRole("link", { name: "Ma carte", exact: true }).click();
    await page.waitForURL("**/mon-compte/carte/");
    await expect(page.getByRole("heading", { level: 1, name: "Ma carte" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Code QR de votre carte/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Ma\scarte\s–\sMon espace fidélité\s\|\s/);
  });

  await test.step("the area's menu: the overview, then « Mon profil »", async () => {
    await areaMenu.getByRole("link", { name: "Vue d’ensemble" }).click();
    await page.waitForURL((url) => url.pathname === "/mon-compte/");
    await expect(areaMenu.getByRole("link", { name: "Vue d’ensemble" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Mes informations" })).toContainText("Marie Dupont");
    await areaMenu.getByRole("link", { name: "Mon profil" }).click();
    await page.waitForURL("**/mon-compte/profil/");
    await expect(page).toHaveTitle(/^Mon\sprofil\s–\sMon espace fidélité\s\|\s/);
  });

  await test.step("« Gérer mes moyens de paiement » leaves for the sandbox's portal, to come back to the profile", async () => {
    await page.getByRole("button", { name: "Gérer mes moyens de paiement" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${SANDBOX_URL}/ticketing/payment-portal?`));
    const portal = new URL(page.url());
    expect(portal.searchParams.get("session")).toMatch(/^PS/);
    expect(portal.searchParams.get("return")).toMatch(/\/mon-compte\/profil\/$/);
  });
});

/** Each text piece of the element (an address between its <wbr>, a group of the card number) on one line. */
const piecesBroken = (element: Element) => {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size > 1) broken.push(node.textContent ?? "");
  }
  return broken;
};

test("at 320 px the card number and the e-mail show whole, never cut mid-token", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, DEMO_MEMBERS.active, "/mon-compte/");
  const details = page.getByRole("region", { name: "Mes informations" });
  const email = details.getByRole("definition").filter({ hasText: DEMO_MEMBERS.active });
  const cardNumber = details.getByRole("definition").filter({ hasText: "7712000000000001" });
  await expect(email).toBeVisible();
  for (const value of [email, cardNumber]) {
    expect(await value.evaluate(piecesBroken)).toEqual([]);
    expect(await value.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  // The number on one line: its four groups side by side.
  const groups = cardNumber.locator("span > span");
  await expect(groups).toHaveCount(4);
  const tops = await groups.evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await expectNoHorizontalScroll(page);

  await page.goto("/mon-compte/carte/");
  const underCode = page.getByRole("main").locator("p", { hasText: /^Carte n°/ });
  await expect(underCode).toBeVisible();
  // Under the code, in a sentence, the number may wrap between its groups, never inside one.
  const cardGroups = underCode.locator("span > span");
  await expect(cardGroups).toHaveCount(4);
  expect(await cardGroups.evaluateAll((spans) => spans.map((span) => span.getClientRects().length))).toEqual([1, 1, 1, 1]);
  await expectNoHorizontalScroll(page);
});

test("logging out on « Ma carte » leaves the member area for the login page, which says so", async ({ page }) => {
  await logIn(page, DEMO_MEMBERS.active, "/mon-compte/carte/");
  await expect(page.getByRole("img", { name: /^Code QR de votre carte/ })).toBeVisible();
  await memberMenu(page, "Marie").click();
  await page.getByRole("banner").getByRole("link", { name: "Se déconnecter" }).click();
  await page.waitForURL("**/connexion/?return=%2Fmon-compte%2Fcarte%2F");
  const notice = page.getByRole("main").getByRole("status").filter({ hasText: "Vous êtes déconnecté." });
  await expect(notice).toBeVisible();
  await expect(notice.locator("[tabindex='-1']")).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Mon espace fidélité" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: /^Code QR de votre carte/ })).toHaveCount(0);
  expect(await sessionCookie(page)).toBeUndefined();
});
