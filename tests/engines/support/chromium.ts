import type { Browser, Page } from "@playwright/test";
import { findArgs, findInPage, VIEWPORT_HEIGHT, type EnginePage, type Find } from "./engine";

/** A Chromium page as an EnginePage, and Playwright's own page for what only Chromium is asked (the screenshot pass). */
export interface ChromiumPage {
  page: EnginePage;
  playwright: Page;
}

/** A function and its arguments as one script: Playwright sends a function as its text, without its arguments' types. */
const script = (fn: unknown, args: unknown[]) => `(${String(fn)})(...${JSON.stringify(args)})`;

/**
 * Chromium (launched by Playwright with Debian's executable, scripts/find-chromium.ts) in a fresh context of its
 * own, `width` × 800, as the engine journeys see Firefox and WebKit. Unlike theirs, its viewport is emulated: it
 * opens 320 px.
 */
export async function openChromium(browser: Browser, origin: string, width: number): Promise<ChromiumPage> {
  const context = await browser.newContext({ viewport: { width, height: VIEWPORT_HEIGHT }, locale: "fr-FR" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${String(error)}`));
  const element = async (find: Find) => {
    const found = (await page.evaluateHandle<Element | null>(script(findInPage, findArgs(find)))).asElement();
    if (!found) throw new Error(`chromium: no visible ${find.css} named ${find.name ?? "anything"}`);
    return found;
  };

  return {
    playwright: page,
    page: {
      engine: "chromium",
      width,
      version: browser.version(),
      open: async (path) => {
        await page.goto(new URL(path, origin).href, { waitUntil: "load" });
      },
      url: () => Promise.resolve(page.url()),
      run: (fn, ...args) => page.evaluate<never>(script(fn, args)),
      exists: async (find) => page.evaluate<boolean>(`${script(findInPage, findArgs(find))} !== null`),
      click: async (find) => (await element(find)).click(),
      type: async (find, text) => {
        await (await element(find)).click();
        await page.keyboard.type(text);
      },
      press: (key) => page.keyboard.press(key),
      screenshot: async (file, { fullPage = false } = {}) => {
        await page.screenshot({ path: file, fullPage });
      },
      driverErrors: () => errors.splice(0),
      close: () => context.close(),
    },
  };
}
