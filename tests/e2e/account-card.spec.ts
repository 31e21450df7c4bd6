import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import type jsQR from "jsqr";
import { readFileSync } from "node:fs";
import { expectAxeClean, screenshot } from "./support/layout-checks";
import { DEMO_MEMBERS } from "./support/member";
import { signIn } from "./support/member-session";
import { axeFor } from "./support/axe";

const CARD_NUMBER = "7712000000000001";

const JSQR_SOURCE = readFileSync("node_modules/jsqr/dist/jsQR.js", "utf8");

const WALLET_PAGE = "<!doctype html><html lang=en><title>Google Wallet (stand-in)</title><h1>Google Wallet</h1></html>";

/**
 * The code image as the phone shows it, drawn into a canvas at twice its size, then read by the jsQR decoder
 * run in the page (handing a million pixel values over to Node took half a minute on a loaded machine).
 */
async function decodeQr(image: Locator): Promise<string | undefined> {
  await image.page().evaluate(JSQR_SOURCE); // defines window.jsQR (DevTools evaluation: the page's CSP does not apply)
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(element.clientWidth * 2);
    canvas.height = Math.round(element.clientHeight * 2);
    const context = canvas.getContext("2d")!;
    context.drawImage(element, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const decode = (window as unknown as { jsQR: typeof jsQR }).jsQR;
    return decode(data, canvas.width, canvas.height)?.data;
  });
}

/** The machine has no internet: Google Wallet's save page is answered here, and its address recorded. */
async function standInForGoogleWallet(page: Page) {
  const opened: string[] = [];
  await page.route("https://pay.google.com/**", async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: WALLET_PAGE });
  });
  return opened;
}

// What the page says and does (the code's number, the wallet's answers, hostile ones included) is in component
// tests (src/templates/account-page.test.tsx, account-wallet-passes.test.tsx). Here: the code as the screen
// draws it, read back, at each width, and the way out to Google Wallet.
test("« Ma carte » at 320 and 1280 px: the QR code reads back as the card number, big enough, axe-clean; then Google Wallet", async ({
  page,
}) => {
  test.setTimeout(90_000); // log-in, two decodings and two axe runs on a shared, loaded machine
  const opened = await standInForGoogleWallet(page);
  await page.setViewportSize({ width: 320, height: 900 });
  await signIn(page, DEMO_MEMBERS.active);
  await page.goto("/mon-compte/carte/");
  await expect(page).toHaveTitle(/^Ma\scarte\s–\sMon espace fidélité\s\|\s/);
  const card = page.getByRole("region", { name: "Ma carte" });
  const code = card.getByRole("img", { name: `Code QR de votre carte n° ${CARD_NUMBER}` });
  const wallet = page.getByRole("button", { name: "Ajouter à Google Wallet (votre carte de membre)" });

  for (const width of [320, 1280]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expect(code).toBeVisible();
      await expect(card).toContainText("Carte n° 7712000000000001");
      await expect(card).toContainText("augmentez la luminosité de votre écran");
      await expect(wallet).toBeVisible();
      expect(await decodeQr(code)).toBe(CARD_NUMBER);
      const box = (await code.boundingBox())!;
      expect(box.width, "QR code width in CSS pixels").toBeGreaterThanOrEqual(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const { violations } = await axeFor(page).include("main").analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
      if (width === 320) await expectAxeClean(page, "main"); // the WCAG and experimental rules too, as at the other pages
      await screenshot(card, `card-${width}`);
      await screenshot(page, `account-card-${width}`, true);
    });
  }

  await test.step("« Ajouter à Google Wallet » leads to the card's save page on pay.google.com", async () => {
    await wallet.click();
    await page.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.$/);
    expect(opened).toHaveLength(1);
  });
});
