import { expect, test } from "@playwright/test";
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

  test("the header marks « Films et séances » as the current section", async ({ page }) => {
    const navigation = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(navigation.getByRole("link", { name: "Films et séances" })).toHaveAttribute("href", `/films/${CAMPAIGN}`);
    await expect(navigation.getByRole("link", { name: "Films et séances" })).toHaveAttribute("aria-current", "page");
    await expect(navigation.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current", /.*/);
  });
});
