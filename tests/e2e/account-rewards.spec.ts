import { type Page, type Request } from "@playwright/test";
import { expect, test } from "./support/test";
import { DESKTOP, expectAxeClean, expectNoHorizontalScroll, PHONE, screenshot } from "./support/layout-checks";

import { signIn } from "./support/member-session";

const REWARDS = "/mon-compte/avantages/";

/** The real routes the page asked the proxy for, e.g. "/Member/v3/OrderLoyaltyItem". */
function loyaltyRoutes(page: Page): string[] {
  const routes: string[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/api/loyalty")) return;
    routes.push((request.postDataJSON() as { route: string }).route);
  });
  return routes;
}

const balance = (page: Page) => page.getByRole("region", { name: "Mon solde" });
const reward = (page: Page, name: string) =>
  page.getByRole("region", { name: "Avantages à échanger" }).getByRole("article", { name });

// Redeeming (the double click that costs once, the voucher, the balance, the history), a member without points and
// the catalogue's refusals are component tests (src/features/loyalty/account/rewards/rewards-section.test.tsx).
// Here, with Marie's account only read: the page at two widths, axe, and the dialog as the browser runs it.
test("« Mes avantages »: Marie's balance and rewards (axe, 1280 and 320 px); the exchange dialog by keyboard", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const routes = loyaltyRoutes(page);
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto(REWARDS);
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

  await test.step("by keyboard: the dialog opens on the safe choice; Escape gives the focus back; nothing is ordered", async () => {
    const redeem = reward(page, "Place offerte").getByRole("button", { name: /^Échanger\s«\sPlace offerte\s»$/ });
    await redeem.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /^Échanger\s«\sPlace offerte\s»\s\?$/ });
    await expect(dialog).toContainText(/Cet avantage coûte 600 points\. Il vous restera 650 points\./);
    await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
    await expectAxeClean(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(redeem).toBeFocused();
    expect(routes.filter((route) => route.endsWith("OrderLoyaltyItem"))).toHaveLength(0);
  });

  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await screenshot(page, "rewards-320", true);
});
