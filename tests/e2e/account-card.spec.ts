import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator } from "@playwright/test";
import type jsQR from "jsqr";
import { readFileSync } from "node:fs";
import { DEMO_MEMBERS, logIn } from "./support/member";

const CARD_NUMBER = "7712000000000001";

const JSQR_SOURCE = readFileSync("node_modules/jsqr/dist/jsQR.js", "utf8");

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

for (const width of [320, 1280]) {
  test(`the member card's QR code reads back as the card number at ${width} px; big enough, axe-clean`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000); // log-in, decoding and axe on a shared, loaded machine
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, DEMO_MEMBERS.active, "/mon-compte/carte/");
    await expect(page).toHaveTitle(/^Ma\scarte\s–\sMon espace fidélité\s\|\s/);
    const card = page.getByRole("region", { name: "Ma carte" });
    const code = card.getByRole("img", { name: `Code QR de votre carte n° ${CARD_NUMBER}` });
    await expect(code).toBeVisible();
    await expect(card).toContainText("Carte n° 7712 0000 0000 0001");
    await expect(card).toContainText("augmentez la luminosité de votre écran");
    expect(await decodeQr(code)).toBe(CARD_NUMBER);

    const box = (await code.boundingBox())!;
    expect(box.width, "QR code width in CSS pixels").toBeGreaterThanOrEqual(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await card.screenshot({ path: testInfo.outputPath(`card-${width}.png`) });
    await page.screenshot({ path: testInfo.outputPath(`account-${width}.png`), fullPage: true });
  });
}
