import { expect, test } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { films } from "./content";
import { DESKTOP } from "./support/layout-checks";
import { hydrated } from "./support/member";

/** A visitor who arrives from a campaign: the page's utm_ parameters follow every link of the site (SPEC §2). */
const CAMPAIGN = "?utm_source=x";
const film = films.find((f) => f.showtimes.length > 0)!;

test.describe("a film page reached from a campaign link", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${film.path}${CAMPAIGN}`);
    await hydrated(page);
  });

  test("its booking links carry the campaign to the booking redirect, which still works", async ({ page }) => {
    const booking = page
      .getByRole("region", { name: "Séances" })
      .getByRole("link", { name: /^Réserver / })
      .first();
    await expect(booking).toHaveAttribute(
      "href",
      /^\/api\/startticketing\/redirect\?theaterCode=1042&perfCode=\d+&utm_source=x$/,
    );
    await booking.click();
    await page.waitForURL((url) => url.origin === SANDBOX_URL && url.pathname.startsWith("/ticketing/"));
    await expect(page.locator("#ticketing-theater")).toHaveText("1042");
  });

  test("the header marks « Films et séances » as the current section", async ({ page }) => {
    const navigation = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(navigation.getByRole("link", { name: "Films et séances" })).toHaveAttribute("href", `/films/${CAMPAIGN}`);
    await expect(navigation.getByRole("link", { name: "Films et séances" })).toHaveAttribute("aria-current", "page");
    await expect(navigation.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current", /.*/);
  });
});

test("the programme's days keep the campaign in their links and the address; one day is current", async ({ page }) => {
  await page.goto(`/films/${CAMPAIGN}`);
  await hydrated(page);
  const days = page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link");
  await expect(days.first()).toHaveAttribute("href", /^\/films\/\?jour=\d{4}-\d{2}-\d{2}&utm_source=x$/);
  await expect(page.getByRole("navigation", { name: "Choisir un jour" }).locator('[aria-current="page"]')).toHaveCount(0);
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute("aria-current", "date");
  // The address bar keeps the campaign too: a link copied from it is still the campaign's.
  await expect(page).toHaveURL(/\/films\/\?utm_source=x&jour=\d{4}-\d{2}-\d{2}$/);
});

test("the cinema page's telephone and e-mail links are the site's links", async ({ page }) => {
  await page.goto(`/cinema/${CAMPAIGN}`);
  await hydrated(page);
  const address = page.getByRole("main").locator("address");
  await expect(address.getByRole("link", { name: /^\+33/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
  await expect(address.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
});
