import { expect, test } from "@playwright/test";
import { buildTimeOf, pathsOnProgramme } from "./programme-content";

// Issue 26: the pre-rendered listing links every film on the programme, the later weeks and « Prochainement »
// included, for a visitor without JavaScript, before hydration, or a crawler that does not click.
test.use({ javaScriptEnabled: false });

test("without JavaScript, /films/ links to the page of every film on the programme, with no button to press", async ({
  page,
}) => {
  const onProgramme = pathsOnProgramme(await buildTimeOf(page.request));
  expect(onProgramme.length).toBeGreaterThan(20);
  await page.goto("/films/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Films et séances" })).toBeVisible();
  for (const path of onProgramme) {
    await expect(main.locator(`a[href="${path}"]`).filter({ visible: true }), path).not.toHaveCount(0);
  }
  await expect(main.locator('section[data-bucket="NEXT_PLAYWEEK_UNDETERMINED"] h3 a')).not.toHaveCount(0);
  await expect(main.getByRole("button", { name: "Afficher les films" })).toHaveCount(0);
});
