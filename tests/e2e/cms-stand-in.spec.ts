import { expect, test } from "./support/test";
import { SANDBOX_URL, SITE_URL } from "../../playwright.config";

// The sandbox frames http://localhost:9000 unless SANDBOX_SITE_URL says otherwise, and Playwright's config
// starts it without: on another site port the stand-in frames nothing of this run.
test.skip(SITE_URL !== "http://localhost:9000", "the CMS stand-in frames the site on port 9000");

test.describe("the sandbox's content-management stand-in (/sandbox/cms)", () => {
  test.use({ viewport: { width: 1600, height: 1000 } });

  test("frames the preview, shows its « mounted » message, each control changes the framed page live, and it previews another page when asked", async ({
    page,
  }) => {
    await page.goto(`${SANDBOX_URL}/sandbox/cms?page=/films/`);
    await expect(page.getByRole("status")).toHaveText("Aperçu prêt : message lifeCycle « mounted » reçu.");
    const frame = page.getByTitle("Aperçu du site").contentFrame();
    await expect(frame.getByRole("heading", { level: 1, name: "Films et séances" })).toBeVisible();

    await page.getByLabel("Fond", { exact: true }).fill("#fff5e0");
    await expect(frame.locator("body")).toHaveCSS("background-color", "rgb(255, 245, 224)");

    const header = frame.getByRole("banner");
    const search = header.getByRole("combobox", { name: "Rechercher un film" });
    await expect(search).toBeVisible();
    await page.getByLabel("Recherche de films dans l’en-tête").uncheck();
    await expect(search).toHaveCount(0);

    const logo = header.getByRole("img", { name: /page d’accueil/ });
    await expect(logo).toHaveCSS("width", "180px");
    await page.getByLabel("Taille du logo").selectOption("large");
    await expect(logo).toHaveCSS("width", "240px");

    await expect(page.getByRole("listitem").filter({ hasText: 'Envoyé : {"type":"logoSize","logoSize":"large"}' })).toHaveCount(
      1,
    );

    await test.step("previews another page when asked", async () => {
      await page.getByLabel("Page à prévisualiser").fill("/tarifs/");
      await page.getByRole("button", { name: "Afficher" }).click();
      await expect(frame.getByRole("heading", { level: 1, name: "Tarifs" })).toBeVisible();
      await expect(page.getByRole("status")).toContainText("Aperçu prêt");
    });
  });
});
