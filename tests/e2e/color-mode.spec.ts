import { type Page } from "@playwright/test";
import sharp from "sharp";
import { PAINT_TAG } from "../../playwright.config";
import { contrastRatio } from "../../src/lib/contrast";
import { expect, test } from "./support/test";
import { films } from "./content";
import { hydrated } from "./support/member";
import { axeFor } from "./support/axe";

const WHITE = "rgb(255, 255, 255)";
const DARK = "rgb(20, 20, 20)";

/** The body's background at the moment the parser inserts it: what the first paint shows. */
async function recordFirstPaintBackground(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      (window as unknown as { firstBackground: string }).firstBackground = getComputedStyle(document.body).backgroundColor;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}
const firstBackground = (page: Page) => page.evaluate(() => (window as unknown as { firstBackground?: string }).firstBackground);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// Without JavaScript the page has no « Thème sombre » button: checked on the page without JavaScript of shell.spec.ts.

test(
  "light by default; « Thème sombre » switches at once, persists across reloads and pages, with no flash",
  { tag: PAINT_TAG },
  async ({ page }) => {
    await recordFirstPaintBackground(page);
    await page.goto(films[0]!.path);
    await hydrated(page);
    expect(await firstBackground(page)).toBe(WHITE);
    const toggle = page.getByRole("button", { name: "Thème sombre" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await bodyBackground(page)).toBe(DARK);

    await page.reload();
    // Dark from the very first paint: the head script ran before the body existed.
    expect(await firstBackground(page)).toBe(DARK);
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Thème sombre" })).toHaveAttribute("aria-pressed", "true");

    await page.goto("/films/");
    expect(await firstBackground(page)).toBe(DARK);

    // The shell's scripts arrive after the first paint: a click before hydration would do nothing.
    await hydrated(page);
    await page.getByRole("button", { name: "Thème sombre" }).click();
    await expect(page.getByRole("button", { name: "Thème sombre" })).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    expect(await firstBackground(page)).toBe(WHITE);
  },
);

test(
  "first paint before any of the site's JavaScript runs is already in the chosen scheme",
  { tag: PAINT_TAG },
  async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem("theme-ui-color-mode", "dark"));
    // Gatsby's bundles never arrive: what shows is the HTML, its inline styles and the head script.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(films[0]!.path);
    expect(await bodyBackground(page)).toBe(DARK);
    await expect(page.locator("html")).toHaveAttribute("data-color-mode", "dark");
    await testInfo.attach("first-paint-dark", { body: await page.screenshot(), contentType: "image/png" });
  },
);

test("a reader of the page in the dark scheme gets the same content and no contrast failures by axe", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme-ui-color-mode", "dark"));
  for (const path of [films[0]!.path, "/films/", "/connexion/"]) {
    await page.goto(path);
    await hydrated(page);
    const results = await axeFor(page).withRules(["color-contrast"]).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${path} ${n.target.join(" ")}: ${n.failureSummary}`))).toEqual(
      [],
    );
  }
});

/**
 * The best contrast between the header's background and the logo's words, as drawn: the logo is a picture, whose
 * colours axe does not read. Its words are right of the sun (from 48 of its 180 units).
 */
async function logoWordsContrast(page: Page): Promise<number> {
  const { data, info } = await sharp(await page.locator("header img").first().screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hex = (offset: number) => `#${[0, 1, 2].map((i) => data[offset + i]!.toString(16).padStart(2, "0")).join("")}`;
  const counts = new Map<string, number>();
  const words: string[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = Math.ceil((info.width * 48) / 180); x < info.width; x++) {
      const colour = hex((y * info.width + x) * 3);
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
      words.push(colour);
    }
  }
  const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  return Math.max(...words.map((colour) => contrastRatio(colour, background)));
}

test("the logo's words read on the header in either scheme, whatever the system's", async ({ page }) => {
  for (const [system, site] of [
    ["dark", "light"],
    ["light", "dark"],
  ] as const) {
    await page.emulateMedia({ colorScheme: system });
    await page.goto("/films/");
    await page.evaluate((mode) => localStorage.setItem("theme-ui-color-mode", mode), site);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-color-mode", site);
    await expect(page.locator("header img").first()).toHaveJSProperty("complete", true);
    expect(await logoWordsContrast(page), `the site ${site}, the system ${system}`).toBeGreaterThanOrEqual(4.5);
  }
});
