import { expect, test, type Request } from "@playwright/test";
import { hydrated } from "../e2e/support/member";
import { captchaOf, installRecaptchaStandIn, isLoyaltyCall } from "./support/recaptcha-stand-in";

// The variant site has a reCAPTCHA site key and the sandbox wants an unused token for the call's action
// (SANDBOX_CAPTCHA=required): a balance that comes back proves the token reached the backend for its action.

let recaptchaRequests: Request[];
test.beforeEach(async ({ context }) => {
  recaptchaRequests = await installRecaptchaStandIn(context);
});

test("gift card balance: each check carries a fresh 'gift_card_balance' token and the backend answers", async ({ page }) => {
  await page.goto("/cartes-cadeaux/");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Consulter le solde d’une carte cadeau" });
  await section.getByLabel("Numéro de la carte cadeau").fill("5012 3400 0000 1234");
  expect(recaptchaRequests).toEqual([]);

  const tokens: string[] = [];
  for (let check = 0; check < 2; check++) {
    const call = page.waitForRequest((request) => isLoyaltyCall(request, "/GiftCard/CheckGiftCardBalance"));
    await section.getByRole("button", { name: "Consulter le solde" }).click();
    tokens.push(String(captchaOf(await call)));
    await expect(section.getByRole("status")).toContainText(/45,00\s€/);
  }
  expect(tokens).toEqual([
    expect.stringMatching(/^gift_card_balance\.[0-9a-f-]{36}$/),
    expect.stringMatching(/^gift_card_balance\./),
  ]);
  expect(tokens[0]).not.toBe(tokens[1]);
  await expect(section.getByRole("alert")).toHaveCount(0);
});
