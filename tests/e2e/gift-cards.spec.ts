import { expect, test, type Page } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { SANDBOX_URL } from "../../playwright.config";
import { freePort, startGatsbyServe } from "../../scripts/local-servers";
import { DESKTOP, expectAxeClean, expectNoHorizontalScroll, PHONE, screenshot } from "./support/layout-checks";
import { hydrated, logIn } from "./support/member";

// The sandbox's demo gift cards (sandbox/src/seed-catalogue.ts): 45 € valid, and a cancelled one.
const VALID_CARD = "5012 3400 0000 1234";
const CANCELLED_CARD = "5012340000009999";

const balanceSection = (page: Page) => page.getByRole("region", { name: "Consulter le solde d’une carte cadeau" });

test.describe("« Cartes et bons cadeaux » (public)", () => {
  test("from the footer at 320 px: a valid card's balance and validity; the e-vouchers; axe-clean", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cartes et bons cadeaux" }).click();
    await page.waitForURL("**/cartes-cadeaux/");
    await expect(page).toHaveTitle(/^Cartes et bons cadeaux \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Cartes et bons cadeaux" })).toBeVisible();
    await hydrated(page);

    const section = balanceSection(page);
    await section.getByLabel("Numéro de la carte cadeau").fill(VALID_CARD);
    await section.getByRole("button", { name: "Consulter le solde" }).click();
    const status = section.getByRole("status");
    await expect(status).toContainText(/Solde de la carte n°\s5012 3400 0000 1234/);
    await expect(status).toContainText(/45,00\s€/);
    await expect(status).toContainText(/Valable jusqu’au \d{1,2}(er)?\s\S+ \d{4} inclus\./);

    const vouchers = page.getByRole("region", { name: "E-billets à offrir" });
    await expect(vouchers.getByRole("listitem")).toHaveCount(3);
    await expect(vouchers.getByRole("listitem").first()).toContainText(/E-billet plein tarif\s*10,90\s€\s*Valable 1\san/);
    await expect(vouchers.getByRole("link", { name: "Acheter Ciné-goûter enfant" })).toHaveAttribute(
      "href",
      "/vouchers/?theaterCode=1042&requestData=EV-GOUTER",
    );
    await expect(page.getByRole("link", { name: "Acheter une carte cadeau" })).toHaveAttribute("href", "/giftcards/");
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await screenshot(page, "gift-cards-320", true);
  });

  test("keyboard only: the number, the check and every purchase link are reached with Tab", async ({ page }) => {
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
    const duo = page.getByRole("link", { name: "Acheter E-billet duo" });
    await expect(duo).toBeFocused();
    await screenshot(page, "gift-cards-1280", true);
  });

  test("a visitor's « Acheter une carte cadeau » asks to log in first, then comes back to the gift card hand-off", async ({
    page,
  }) => {
    await page.goto("/cartes-cadeaux/");
    await hydrated(page);
    await page.getByRole("link", { name: "Acheter une carte cadeau" }).click();
    await page.waitForURL((url) => url.pathname === "/connexion/");
    expect(new URL(page.url()).searchParams.get("return")).toBe("/giftcards/");
  });

  test("a member's e-voucher purchase goes through the vouchers hand-off to the ticketing site", async ({ page }) => {
    test.setTimeout(60_000);
    await logIn(page, undefined, "/cartes-cadeaux/");
    await hydrated(page);
    await page.getByRole("link", { name: "Acheter E-billet duo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Billetterie" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/vouchers/");
    await page.waitForURL((url) => url.href.startsWith(`${SANDBOX_URL}/ticketing/vouchers?`), { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get("requestData")).toBe("EV-DUO");
    await expect(page.locator("#ticketing-path")).toHaveText("/ticketing/vouchers");
    await expect(page.locator("#ticketing-theater")).toHaveText("1042");
    await expect(page.locator("#ticketing-token-status")).toHaveText("valid");
  });
});

// A refused card is a failed guess for the proxy's throttle (20 per address per 15 minutes): this test runs its
// own site server (same build, same sandbox), so its count lands in that server's memory, not the suite's.
test.describe("an unknown or expired card (own site server)", () => {
  let server: ChildProcess | undefined;
  let siteUrl = "";
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const port = await freePort();
    server = await startGatsbyServe(port, { LOYALTY_API_URL: SANDBOX_URL, THROTTLE_REDIS_URL: "" });
    siteUrl = `http://127.0.0.1:${port}`;
  });
  test.afterAll(() => {
    server?.kill();
  });

  test("51: the message is next to the number, which is invalid and focused; what was typed stays", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${siteUrl}/cartes-cadeaux/`);
    await hydrated(page);
    const section = balanceSection(page);
    const number = section.getByLabel("Numéro de la carte cadeau");
    await number.fill(CANCELLED_CARD);
    await section.getByRole("button", { name: "Consulter le solde" }).click();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveAccessibleDescription(/Carte cadeau inconnue ou expirée \(Code\s:\s51\)/);
    await expect(number).toBeFocused();
    await expect(number).toHaveValue(CANCELLED_CARD);
    await expect(section.getByRole("status")).toBeEmpty();
    await expectAxeClean(page);
  });
});
