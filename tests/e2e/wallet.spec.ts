import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, expectNoHorizontalScroll, PHONE } from "./support/layout-checks";
import { DEMO_MEMBERS, logIn } from "./support/member";

const WALLET_PAGE = "<!doctype html><html lang=en><title>Google Wallet (stand-in)</title><h1>Google Wallet</h1></html>";

/** The machine has no internet: Google Wallet's save page is answered here, and its address recorded. */
async function standInForGoogleWallet(page: Page) {
  const opened: string[] = [];
  await page.route("https://pay.google.com/**", async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: WALLET_PAGE });
  });
  return opened;
}

test.describe("Google Wallet passes", () => {
  test("« Ma carte » at 320 px: « Ajouter à Google Wallet » leads to the card's save page on pay.google.com", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    const opened = await standInForGoogleWallet(page);
    await logIn(page, DEMO_MEMBERS.active, "/mon-compte/carte/");
    const button = page.getByRole("button", { name: "Ajouter à Google Wallet (votre carte de membre)" });
    await expect(button).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, "main");
    await button.click();
    await page.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.$/);
    expect(opened).toHaveLength(1);
  });

  test("a hostile answer is not followed: a French message says so", async ({ page }) => {
    test.setTimeout(60_000);
    const opened = await standInForGoogleWallet(page);
    await page.route("**/api/loyalty", async (route) => {
      if (!(route.request().postData() ?? "").includes("/GooglePayForPasses/")) return route.fallback();
      await route.fulfill({
        status: 200,
        contentType: "text/plain; charset=utf-8",
        body: "https://pay.google.com.evil.example/save",
      });
    });
    await logIn(page, DEMO_MEMBERS.active, "/mon-compte/carte/");
    await page.getByRole("button", { name: "Ajouter à Google Wallet (votre carte de membre)" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /^Le lien reçu pour Google Wallet n’est pas un lien Google Wallet\s: nous ne l’avons pas ouvert\. Réessayez plus tard\.$/,
    );
    expect(new URL(page.url()).pathname).toBe("/mon-compte/carte/");
    expect(opened).toEqual([]);
  });

  test("« Mon historique »: an order's e-ticket pass leads to pay.google.com", async ({ page }) => {
    test.setTimeout(60_000);
    const opened = await standInForGoogleWallet(page);
    await logIn(page, DEMO_MEMBERS.active, "/mon-compte/historique/");
    const orders = page.getByRole("region", { name: "Mes commandes" });
    await orders.getByRole("button", { name: /^Ajouter à Google Wallet \(e-billet de la commande n°\sA1000001\)$/ }).click();
    await page.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    expect(opened).toHaveLength(1);
  });
});
