import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import {
  DESKTOP,
  expectAxeClean,
  expectNoHorizontalScroll,
  layoutShiftSum,
  PHONE,
  recordLayoutShifts,
  screenshot,
} from "./support/layout-checks";
import { hydrated } from "./support/member";

// The sandbox's demo gift cards (sandbox/src/seed-catalogue.ts): 45 € valid, and a cancelled one.
const VALID_CARD = "5012 3400 0000 1234";
const CANCELLED_CARD = "5012340000009999";

const balanceSection = (page: Page) => page.getByRole("region", { name: "Consulter le solde d’une carte cadeau" });

// The balance and its validity, the refusals (51, an empty number, an outage), the e-vouchers and the hand-offs
// to the ticketing site are component tests (src/features/loyalty/gift-cards/gift-cards-page.test.tsx,
// ticketing/ticketing-handoff.test.tsx). Here: the page reached from the footer, at two widths, axe-clean with a
// balance and with a refusal, and by keyboard alone. The refused card is one failed guess for the proxy's throttle.
test("« Cartes et bons cadeaux »: from the footer at 320 px, a balance and a refusal, axe-clean; by keyboard at 1280 px", async ({
  page,
}) => {
  test.setTimeout(60_000);

  await test.step("from the footer at 320 px: a valid card's balance, then a cancelled one (51); no sideways scroll, axe", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cartes et bons cadeaux" }).click();
    await page.waitForURL("**/cartes-cadeaux/");
    await expect(page).toHaveTitle(/^Cartes et bons cadeaux \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Cartes et bons cadeaux" })).toBeVisible();
    await hydrated(page);

    const section = balanceSection(page);
    const number = section.getByLabel("Numéro de la carte cadeau");
    const check = section.getByRole("button", { name: "Consulter le solde" });
    await number.fill(VALID_CARD);
    await check.click();
    const status = section.getByRole("status");
    await expect(status).toContainText(/Solde de la carte n°\s5012 3400 0000 1234/);
    await expect(status).toContainText(/45,00\s€/);
    await expect(status).toContainText(/Valable jusqu’au \d{1,2}(er)?\s\S+ \d{4} inclus\./);
    await expect(page.getByRole("region", { name: "E-billets à offrir" }).getByRole("listitem")).toHaveCount(3);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await screenshot(page, "gift-cards-320", true);

    await number.fill(CANCELLED_CARD);
    await check.click();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveAccessibleDescription(/Carte cadeau inconnue ou expirée \(Code\s:\s51\)/);
    await expect(number).toBeFocused();
    await expect(number).toHaveValue(CANCELLED_CARD);
    await expect(status).toBeEmpty();
    await expectAxeClean(page);
  });

  await test.step("keyboard only at 1280 px: the number, the check and every purchase link are reached with Tab", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/cartes-cadeaux/");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "E-billets à offrir" }).getByRole("listitem")).toHaveCount(3);
    const reached: string[] = [];
    for (let i = 0; i < 60 && !reached.includes("Acheter E-billet duo"); i++) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active?.id === "gift-card-number" ? "number" : (active?.innerText ?? "").replace(/\s+/g, " ").trim();
      });
      reached.push(name);
      if (name === "number") {
        await page.keyboard.type(VALID_CARD);
        await page.keyboard.press("Enter");
        await expect(balanceSection(page).getByRole("status")).toContainText(/45,00\s€/);
      }
    }
    expect(reached).toEqual(expect.arrayContaining(["Acheter une carte cadeau", "number", "Consulter le solde"]));
    await expect(page.getByRole("link", { name: "Acheter E-billet duo" })).toBeFocused();
    await screenshot(page, "gift-cards-1280", true);
  });
});

test("at 1280 px, the e-vouchers the loyalty service gives after hydration move nothing in view", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await recordLayoutShifts(page);
  await page.goto("/cartes-cadeaux/");
  await hydrated(page);
  await expect(
    page
      .getByRole("region", { name: "E-billets à offrir" })
      .getByRole("link", { name: /^Acheter/ })
      .first(),
  ).toBeVisible();
  await expect(balanceSection(page).getByRole("button", { name: "Consulter le solde" })).toBeVisible();
  expect(await layoutShiftSum(page)).toBeLessThan(0.001);
});
