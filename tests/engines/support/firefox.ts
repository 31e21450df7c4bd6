import puppeteer, { type ElementHandle, type Page } from "puppeteer-core";
import { findArgs, findInPage, PHONE_LAYOUT_BELOW, PHONE_WIDTH, VIEWPORT_HEIGHT, type EnginePage, type Find } from "./engine";
import { FIREFOX_PATH } from "./requirements";

/**
 * Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (no geckodriver, nothing downloaded), its
 * window `width` × 800 from the start. Puppeteer's viewport emulation sends `emulation.setScreenOrientationOverride`,
 * which ESR 140 (Debian 12's) does not know: the window is sized by Firefox's own arguments instead, and the page
 * is the window's first tab. Scripts go as functions: strings are evaluated, which the site's CSP blocks.
 */
export async function openFirefox(origin: string, width = PHONE_WIDTH.firefox): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: null,
    args: [`--width=${width}`, `--height=${VIEWPORT_HEIGHT}`],
    extraPrefsFirefox: { "intl.locale.requested": "fr-FR", "intl.accept_languages": "fr-FR, fr" },
  });
  const page: Page = await browser.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${String(error)}`));
  // Firefox opens no window narrower than its minimum (450 px for ESR 140, 500 for ESR 153): the phone gets that.
  const innerWidth = await page.evaluate(() => window.innerWidth);
  if (innerWidth < width || (innerWidth > width && width >= PHONE_LAYOUT_BELOW)) {
    throw new Error(`firefox: the window is ${innerWidth} px wide, not ${width}`);
  }

  const lookUp = async (find: Find) =>
    (await page.evaluateHandle(findInPage, ...findArgs(find))).asElement() as ElementHandle<Element> | null;
  const element = async (find: Find): Promise<ElementHandle<Element>> => {
    const found = await lookUp(find);
    if (!found) throw new Error(`firefox: no visible ${find.css} named ${find.name ?? "anything"}`);
    return found;
  };

  return {
    engine: "firefox",
    width: innerWidth,
    version: (await browser.version()).replace(/^firefox\//i, ""),
    open: async (path) => {
      // Firefox's own messages name no document: what the last page logs while it is left (its loads cut short,
      // the worker's answers to them) must not count for the next. Leave it for a blank page first: once that has
      // loaded, the last page and its loads are gone. A worker's answer to one of them may still arrive later; the
      // journeys count that message only if the page then shows its image broken (journeys.ts, driverErrors).
      await page.goto("about:blank");
      errors.splice(0);
      await page.goto(new URL(path, origin).href, { waitUntil: "load" });
    },
    url: () => Promise.resolve(page.url()),
    // puppeteer types handles among the arguments; ours are plain values.
    run: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as Promise<never>,
    exists: async (find) => (await lookUp(find)) !== null,
    click: async (find) => (await element(find)).click(),
    type: async (find, text) => {
      const target = await element(find);
      await target.click();
      await target.type(text);
    },
    press: (key) => page.keyboard.press(key),
    screenshot: async (file, { fullPage = false } = {}) => {
      await page.screenshot({ path: file, fullPage });
    },
    driverErrors: () => errors.splice(0),
    close: () => browser.close(),
  };
}
