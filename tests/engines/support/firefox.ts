import puppeteer, { type ElementHandle, type Page } from "puppeteer-core";
import { findArgs, findInPage, type EnginePage, type Find } from "./engine";
import { FIREFOX_PATH } from "./requirements";

/** Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (no geckodriver, nothing downloaded). */
export async function openFirefox(origin: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: { "intl.locale.requested": "fr-FR", "intl.accept_languages": "fr-FR, fr" },
  });
  const page: Page = await browser.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${String(error)}`));
  await page.setViewport({ width: 390, height: 800 });

  const lookUp = async (find: Find) =>
    (await page.evaluateHandle(findInPage, ...findArgs(find))).asElement() as ElementHandle<Element> | null;
  const element = async (find: Find): Promise<ElementHandle<Element>> => {
    const found = await lookUp(find);
    if (!found) throw new Error(`firefox: no visible ${find.css} named ${find.name ?? "anything"}`);
    return found;
  };

  return {
    engine: "firefox",
    phoneWidth: 390,
    open: async (path) => {
      // Firefox's own messages name no document: what the last page logs while it is left (its loads cut short,
      // the worker's answers to them) must not count for the next. Leave it for a blank page first.
      await page.goto("about:blank");
      await new Promise((resolve) => setTimeout(resolve, 100));
      errors.splice(0);
      await page.goto(new URL(path, origin).href, { waitUntil: "load" });
    },
    url: () => Promise.resolve(page.url()),
    resize: (width) => page.setViewport({ width, height: 800 }),
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
    screenshot: async (file) => {
      await page.screenshot({ path: file });
    },
    driverErrors: () => errors.splice(0),
    close: () => browser.close(),
  };
}
