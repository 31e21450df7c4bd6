import { expect, test } from "./support/test";
import { buildTimeOf, pathsOnProgramme, programmeAt, programmeDates } from "./programme-content";

// Issue 26: the pre-rendered listing shows every day of the programme and links every film on the programme, the later
// weeks and « Prochainement » included, for a visitor without JavaScript, before hydration, or a crawler that does not
// click. Issue 33: the first two days with their booking links, the others as times, each film linked to its page.
test.use({ javaScriptEnabled: false });

test("without JavaScript, /films/ shows every day, the first two with booking links, and links to every film on the programme, with no button to press", async ({
  page,
}) => {
  const buildTime = await buildTimeOf(page.request);
  const onProgramme = pathsOnProgramme(buildTime);
  const dates = programmeDates(programmeAt(buildTime));
  expect(onProgramme.length).toBeGreaterThan(20);
  await page.goto("/films/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Films et séances" })).toBeVisible();

  // The HTML was rendered at build time: every day from then on is there, and the day picker jumps to each.
  await expect(page.locator("section[data-day]")).toHaveCount(dates.length);
  await expect(page.getByRole("link", { name: /^Réserver / }).first()).toBeVisible();
  const withBookings = page.locator("section[data-day]").filter({ has: page.getByRole("link", { name: /^Réserver / }) });
  await expect(withBookings).toHaveCount(Math.min(2, dates.length));
  if (dates.length > 2) {
    await expect(page.locator("section[data-day]").nth(2)).toContainText(
      "Les séances du jour, à réserver sur la page de chaque film.",
    );
  }
  await expect(page.getByRole("navigation", { name: "Choisir un jour" }).getByRole("link").first()).toHaveAttribute(
    "href",
    `#jour-${dates[0]}`,
  );

  for (const path of onProgramme) {
    await expect(main.locator(`a[href="${path}"]`).filter({ visible: true }), path).not.toHaveCount(0);
  }
  await expect(main.locator('section[data-bucket="NEXT_PLAYWEEK_UNDETERMINED"] h3 a')).not.toHaveCount(0);
  await expect(main.getByRole("button", { name: "Afficher les films" })).toHaveCount(0);
});
