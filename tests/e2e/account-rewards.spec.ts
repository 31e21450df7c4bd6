import { expect, test, type Page, type Request } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { DESKTOP, expectAxeClean, expectNoHorizontalScroll, PHONE, screenshot } from "./support/layout-checks";
import { logIn, memberMenu } from "./support/member";
import { createActiveMember } from "./support/new-member";

const REWARDS = "/mon-compte/avantages/";
const PROFILE = "/mon-compte/profil/";

/** The real routes the page asked the proxy for, e.g. "/Member/v3/OrderLoyaltyItem". */
function loyaltyRoutes(page: Page): string[] {
  const routes: string[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/api/loyalty")) return;
    routes.push((request.postDataJSON() as { route: string }).route);
  });
  return routes;
}

const flat = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const balance = (page: Page) => page.getByRole("region", { name: "Mon solde" });
const reward = (page: Page, name: string) =>
  page.getByRole("region", { name: "Avantages à échanger" }).getByRole("article", { name });

async function givePoints(page: Page, email: string, amount: number) {
  const response = await page.request.post(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(email)}/balance`, {
    data: { type: "POINTS", amount },
  });
  expect(response.ok()).toBe(true);
}

test("Marie sees her balance and the rewards she can and cannot afford (axe, 1280 and 320 px)", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, undefined, REWARDS);
  await expect(page.getByRole("heading", { level: 1, name: "Mes avantages" })).toBeVisible();
  await expect(page).toHaveTitle(/^Mes\savantages\s–\sMon espace fidélité\s\|\s/);
  await expect(
    page.getByRole("navigation", { name: "Mon espace fidélité" }).getByRole("link", { name: "Mes avantages" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(balance(page)).toContainText(/1\s250 points/);
  await expect(reward(page, "Popcorn moyen").getByRole("button", { name: /^Échanger\s«\sPopcorn moyen\s»$/ })).toBeVisible();
  const preview = reward(page, "Invitation avant-première");
  await expect(preview).toContainText(/1\s500 points/);
  await expect(preview).toContainText(/Encore 250 points/);
  await expect(preview.getByRole("button")).toHaveCount(0);
  await expectAxeClean(page);
  await screenshot(page, "rewards-1280", true);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await screenshot(page, "rewards-320", true);
});

test("a reward redeemed with the confirm button clicked twice costs its points once and appears once in the history", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const member = await createActiveMember(page.request, "Inès");
  const routes = loyaltyRoutes(page);
  // A new member: no points, every reward shown with the points it still needs, nothing to exchange.
  await logIn(page, member.email, REWARDS);
  await expect(balance(page).getByRole("definition")).toHaveText(/^0\spoint$/);
  await expect(reward(page, "Boisson fraîche")).toContainText("Encore 150 points");
  await expect(page.getByRole("button", { name: /^Échanger/ })).toHaveCount(0);

  await givePoints(page, member.email, 700);
  await page.reload();
  await expect(balance(page)).toContainText("700 points");
  const seat = reward(page, "Place offerte");
  const redeem = seat.getByRole("button", { name: /^Échanger\s«\sPlace offerte\s»$/ });
  // An unaffordable reward offers nothing to click.
  await expect(reward(page, "Invitation avant-première").getByRole("button")).toHaveCount(0);

  // Keyboard: the dialog opens on the safe choice; Escape gives the focus back to the reward's button.
  await redeem.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /^Échanger\s«\sPlace offerte\s»\s\?$/ });
  await expect(dialog).toContainText(/Cet avantage coûte 600 points\. Il vous restera 100 points\./);
  await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(redeem).toBeFocused();
  expect(routes.filter((route) => route.endsWith("OrderLoyaltyItem"))).toHaveLength(0);

  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Échanger 600 points" }).dblclick();
  const done = page.getByRole("status").filter({ hasText: "C’est fait !" });
  await expect(done).toContainText(/«\sPlace offerte\s»\sest à vous\.\sVotre code à présenter à la caisse\s:\sV\w+\./);
  await expect(done.locator("[tabindex='-1']")).toBeFocused();
  await expect(dialog).toBeHidden();
  await expect(balance(page)).toContainText("100 points");
  await expect(seat.getByRole("button")).toHaveCount(0);
  await expect(seat).toContainText("Encore 500 points");
  expect(routes.filter((route) => route.endsWith("OrderLoyaltyItem"))).toHaveLength(1);
  expect(routes.filter((route) => route.endsWith("ConfirmItemRedemption"))).toHaveLength(1);
  const sandbox = (await (
    await page.request.get(`${SANDBOX_URL}/sandbox/members/${encodeURIComponent(member.email)}`)
  ).json()) as {
    memberDetails: { balances: { type: string; amount: number }[] };
  };
  expect(sandbox.memberDetails.balances).toContainEqual({ type: "POINTS", amount: 100 });

  await page.getByRole("navigation", { name: "Mon espace fidélité" }).getByRole("link", { name: "Mon historique" }).click();
  await page.waitForURL("**/mon-compte/historique/");
  const points = page.getByRole("region", { name: "Historique de mes points" });
  await expect(points.getByRole("listitem").first()).toBeVisible();
  await expect(points.getByRole("listitem").filter({ hasText: "Place offerte" })).toHaveCount(1);
  expect(flat(await points.getByRole("listitem").filter({ hasText: "Place offerte" }).textContent())).toContain("600 points");
});

test("the header's member menu leads to each section of the area: « Ma carte » in two taps from a film page", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, undefined, "/films/");
  await memberMenu(page, "Marie").click();
  const banner = page.getByRole("banner");
  for (const name of ["Mon espace fidélité", "Ma carte", "Mes avantages", "Mon historique", "Mon profil", "Se déconnecter"])
    await expect(banner.getByRole("link", { name, exact: true })).toBeVisible();
  await banner.getByRole("link", { name: "Ma carte", exact: true }).click();
  await page.waitForURL("**/mon-compte/carte/");
  await expect(page.getByRole("heading", { level: 1, name: "Ma carte" })).toBeVisible();
});

test("« Gérer mes moyens de paiement » opens the sandbox's portal; a hostile portal address is refused", async ({ page }) => {
  await logIn(page, undefined, PROFILE);
  const open = page.getByRole("button", { name: "Gérer mes moyens de paiement" });
  await open.click();
  await page.waitForURL((url) => url.href.startsWith(`${SANDBOX_URL}/ticketing/payment-portal?`));
  const portal = new URL(page.url());
  expect(portal.searchParams.get("session")).toMatch(/^PS/);
  expect(portal.searchParams.get("return")).toMatch(/\/mon-compte\/profil\/$/);

  await page.route("**/api/loyalty", async (route) => {
    const body = route.request().postDataJSON() as { route: string };
    if (!body.route.endsWith("GetPaymentProviderPortalSession")) return route.continue();
    return route.fulfill({ json: { peachCode: 0, url: "javascript:alert(document.cookie)" } });
  });
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(PROFILE);
  await open.click();
  await expect(page.getByRole("alert")).toContainText("n’a pas été ouverte");
  expect(new URL(page.url()).pathname).toBe(PROFILE);
  expect(dialogs).toBe(0);
  await expect(open).toBeEnabled();
});
