import { expect, type Page } from "@playwright/test";

/**
 * The one element of the page matching `selector` (a head tag): its attribute `read`, or its text for "text". At
 * hydration Gatsby's Head API swaps the server's tags for React's, and for a moment both are there:
 * this waits until there is exactly one, and reads it in the same step.
 */
export async function headValue(page: Page, selector: string, read: string): Promise<string | null> {
  let values: (string | null)[] = [];
  await expect
    .poll(async () => {
      values = await page
        .locator(selector)
        .evaluateAll((nodes, name) => nodes.map((node) => (name === "text" ? node.textContent : node.getAttribute(name))), read);
      return values.length;
    }, `exactly one ${selector}`)
    .toBe(1);
  return values[0]!;
}
