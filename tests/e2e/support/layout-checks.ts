import { expect, type Locator, type Page } from "@playwright/test";
import { axeFor } from "./axe";

export const PHONE = { width: 320, height: 640 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** No element pushes the page wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "page wider than the viewport").toBeLessThanOrEqual(clientWidth);
}

/** axe with WCAG 2.x A/AA rules and best practices, label-content-name-mismatch included (experimental in axe). */
/**
 * From the first item of a row that scrolls sideways, `key` moves the focus item by item; each shows whole
 * in the row once focused (`shown`: the part that must show, the item itself by default). Within 2 px: the
 * row scrolls by whole pixels, the items are not as wide.
 */
export async function expectKeyShowsEachWhole(
  page: Page,
  {
    row,
    items,
    key,
    shown = (item) => item,
  }: {
    row: Locator;
    items: Locator;
    key: "Tab" | "ArrowRight";
    shown?: (item: Locator) => Locator | Promise<Locator>;
  },
) {
  // More items than the row shows: the case this is about.
  expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await items.first().focus();
  const count = await items.count();
  for (let index = 1; index < count; index++) {
    await page.keyboard.press(key);
    await expect(items.nth(index)).toBeFocused();
    const [itemBox, rowBox] = [(await (await shown(items.nth(index))).boundingBox())!, (await row.boundingBox())!];
    expect(itemBox.x, `item ${index + 1} starts out of view`).toBeGreaterThanOrEqual(rowBox.x - 2);
    expect(itemBox.x + itemBox.width, `item ${index + 1} ends out of view`).toBeLessThanOrEqual(rowBox.x + rowBox.width + 2);
  }
}

export async function expectAxeClean(page: Page, include?: string) {
  const builder = axeFor(page);
  if (include) builder.include(include);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"])
    .analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(violations).toEqual([]);
}

/**
 * Where reviewers' screenshots go, if a run takes them: none by default, each costs the suite a render. The pictures
 * of docs/screenshots/ are the pass's (`npm run screenshots -- --docs`, docs/testing.md).
 */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS === "1" ? "test-results/screenshots" : null;

/** A screenshot for reviewers: in test-results/screenshots/ when SCREENSHOTS=1; otherwise none. */
export async function screenshot(page: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  const path = `${SCREENSHOTS_DIR}/${name}.png`;
  await ("goto" in page ? page.screenshot({ path, fullPage }) : page.screenshot({ path }));
}

/** From the next page opened on: every layout shift the page reports (Layout Instability API), from its first paint. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The sum of the current page's layout shifts so far (recordLayoutShifts): 0 when nothing in view moved. */
export const layoutShiftSum = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
