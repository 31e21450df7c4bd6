import { expect, test } from "@playwright/test";
import { expectAxeClean, expectNoHorizontalScroll, PHONE } from "./support/layout-checks";
import { hydrated, logIn } from "./support/member";
import { SANDBOX_URL } from "../../playwright.config";

const NEW_WINDOW = "(s’ouvre dans une nouvelle fenêtre)";

test.describe("content pages built from content/pages/*.json", () => {
  test("the prices page shows its blocks and is accessible at 320 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/tarifs/");
    await expect(page.getByRole("heading", { level: 1, name: "Tarifs" })).toBeVisible();
    const table = page.getByRole("table", { name: "Prix des places" });
    await expect(table.getByRole("row", { name: /Moins de 14 ans 5,50 €/ })).toBeVisible();
    await hydrated(page);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });

  test("the accessibility page is accessible at 320 px, with no horizontal scroll", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/accessibilite/");
    await expect(page.getByRole("heading", { level: 1, name: "Accessibilité" })).toBeVisible();
    await hydrated(page);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
  });

  test("the accessibility page and the previews page exist, linked from the footer", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Accessibilité" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Accessibilité" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Avant-premières" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Avant-premières" })).toBeVisible();
  });

  test("the custom-showtimes page lists the preview films with the film pages' showtime links", async ({ page }) => {
    await page.goto("/avant-premieres/");
    const films = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(films.first()).toBeVisible();
    const booking = page.getByRole("link", { name: /^Réserver / }).first();
    await expect(booking).toHaveAttribute("href", /^\/api\/startticketing\/redirect\?theaterCode=1042&perfCode=\d+$/);
    await expectAxeClean(page);
  });
});

test.describe("link behaviour on a real page (SPEC §2)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/tarifs/?utm_source=lettre&utm_medium=email&promo=secret");
    await hydrated(page);
  });

  test("only the utm_ parameters of the page are carried onto internal links", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Voir les films et les séances" })).toHaveAttribute(
      "href",
      "/films/?utm_source=lettre&utm_medium=email",
    );
  });

  test("a mail-shaped target becomes a mailto link", async ({ page }) => {
    await expect(page.getByRole("main").getByRole("link", { name: "contact@cinema-aurore.fr" })).toHaveAttribute(
      "href",
      "mailto:contact@cinema-aurore.fr",
    );
  });

  test("another registered domain opens in a new window and says so", async ({ page }) => {
    const link = page.getByRole("link", { name: `Le Pass Culture ${NEW_WINDOW}` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("in embedded mode a ticketing booking URL leads to the internal booking route", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Réserver la prochaine avant-première" })).toHaveAttribute(
      "href",
      "/api/startticketing/redirect?theaterCode=1042&perfCode=900001&utm_source=lettre&utm_medium=email",
    );
  });

  test("a hash link moves the focus to its target", async ({ page }) => {
    await page.getByRole("link", { name: "horaires d’ouverture" }).click();
    await expect(page.locator("#horaires")).toBeFocused();
    expect(new URL(page.url()).hash).toBe("#horaires");
  });

  test("the #modal- target opens the page's modal; Escape closes it and the focus returns", async ({ page }) => {
    const opener = page.getByRole("link", { name: "conditions du tarif réduit" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Conditions du tarif réduit" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a link can be sent as a POST form with hidden fields: they arrive as a form body, at the ticketing site, in a new window", async ({
    page,
  }) => {
    // What reaches the form's action (the ticketing site, another domain): the browser's own submission, answered here.
    const arrived: { method: string; path: string; contentType?: string; body: string | null }[] = [];
    await page.context().route("**/ticketing/groupes**", async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      arrived.push({
        method: request.method(),
        path: `${url.pathname}${url.search}`,
        contentType: await request.headerValue("content-type").then((value) => value ?? undefined),
        body: request.postData(),
      });
      await route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!doctype html><title>Reçu</title><h1>Reçu</h1>" });
    });
    const opened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Demander un devis pour un groupe (s’ouvre dans une nouvelle fenêtre)" }).click();
    const ticketing = await opened;
    await expect(ticketing.getByRole("heading", { level: 1, name: "Reçu" })).toBeVisible();
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.method).toBe("POST");
    expect(arrived[0]!.path).toBe("/ticketing/groupes");
    expect(arrived[0]!.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(arrived[0]!.body ?? ""))).toEqual({
      theaterCode: "1042",
      requestData: "groupe",
    });
  });

  test("a guest's ticketing link carries no token", async ({ page }) => {
    await page.getByRole("link", { name: "Billetterie en ligne" }).click();
    await page.waitForURL(/\/(ticketing|connexion)\//);
    expect(page.url()).not.toContain("token=");
  });
});

test("a member's ticketing link leads to the hand-off, which carries the token on: never in the address bar or history", async ({
  page,
}) => {
  await logIn(page, undefined, "/tarifs/");
  await page.waitForURL("**/tarifs/");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Voir les films et les séances" })).not.toHaveAttribute("href", /token/);
  await page.getByRole("link", { name: "Billetterie en ligne" }).click();
  await page.waitForURL("**/ticketing/");
  await expect(page.getByRole("dialog", { name: "Vous allez être redirigé dans quelques secondes…" })).toBeVisible();
  expect(page.url()).not.toContain("token");
  expect(JSON.stringify(await page.evaluate(() => window.history.state as unknown))).not.toContain("token");
  // The hand-off sends the token to the ticketing site itself (SPEC §4).
  await page.waitForURL((url) => url.origin === SANDBOX_URL, { timeout: 15_000 });
  await expect(page.locator("#ticketing-token-status")).toHaveText("valid");
  // Back through the history: no entry holds the token.
  await page.goBack();
  await page.waitForURL("**/ticketing/");
  expect(page.url()).not.toContain("token");
  await page.goBack();
  await page.waitForURL("**/tarifs/");
  expect(page.url()).not.toContain("token");
});
