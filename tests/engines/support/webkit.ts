import { spawn, type ChildProcess } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { Builder, Capabilities, Key, type WebDriver, type WebElement } from "selenium-webdriver";
import { findArgs, findInPage, PHONE_WIDTH, VIEWPORT_HEIGHT, type EnginePage, type Find } from "./engine";
import { MINIBROWSER_PATH } from "./requirements";

/** Starts WebKitWebDriver (webkit2gtk-driver) inside a virtual X display: the MiniBrowser has no headless mode. */
async function startDriver(port: number): Promise<ChildProcess> {
  const driver = spawn("xvfb-run", ["-a", "-s", "-screen 0 1920x1080x24", "WebKitWebDriver", `--port=${port}`], {
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) return driver;
    if (Date.now() > deadline) throw new Error("webkit: WebKitWebDriver did not start (is webkit2gtk-driver installed?)");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Debian's WebKitGTK MiniBrowser (Safari's engine), driven by selenium-webdriver through WebKitWebDriver.
 * Classic WebDriver only (no BiDi): console messages and errors come from the page probe.
 */
export async function openWebKit(origin: string, width = PHONE_WIDTH.webkit, driverPort = 4444): Promise<EnginePage> {
  const process_ = await startDriver(driverPort);
  const capabilities = new Capabilities({
    browserName: "MiniBrowser",
    "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
  });
  let driver: WebDriver;
  try {
    driver = await new Builder().usingServer(`http://127.0.0.1:${driverPort}`).withCapabilities(capabilities).build();
  } catch (error) {
    process.kill(-process_.pid!);
    throw error;
  }
  // The window's outer size is what WebDriver sets: find the browser chrome's height once.
  const setViewport = async (width: number, height = VIEWPORT_HEIGHT) => {
    await driver.manage().window().setRect({ width, height });
    const [innerWidth, innerHeight] = await driver.executeScript<[number, number]>("return [innerWidth, innerHeight]");
    await driver
      .manage()
      .window()
      .setRect({ width: width + (width - innerWidth), height: height + (height - innerHeight) });
  };
  // WebDriver shoots the viewport only (an element's shot too): for the whole page, the window grows to the page's
  // height meanwhile. A taller window can make the page taller (heights in vh): it grows again, a few times at most.
  const screenshotWholePage = async (file: string) => {
    const pageHeight = () => driver.executeScript<number>("return document.scrollingElement.scrollHeight");
    let height = await pageHeight();
    for (let tries = 0; tries < 3; tries += 1) {
      await setViewport(width, height);
      const grown = await pageHeight();
      if (grown <= height) break;
      height = grown;
    }
    try {
      await writeFile(file, await driver.takeScreenshot(), "base64");
    } finally {
      await setViewport(width);
    }
  };
  const element = async (find: Find): Promise<WebElement> => {
    const found = await driver.executeScript<WebElement | null>(findInPage, ...findArgs(find));
    if (!found) throw new Error(`webkit: no visible ${find.css} named ${find.name ?? "anything"}`);
    return found;
  };
  await setViewport(width);

  return {
    engine: "webkit",
    width,
    version: String((await driver.getCapabilities()).get("browserVersion")),
    open: (path) => driver.get(new URL(path, origin).href),
    url: () => driver.getCurrentUrl(),
    run: (fn, ...args) => driver.executeScript(fn, ...args),
    exists: async (find) => (await driver.executeScript(findInPage, ...findArgs(find))) !== null,
    click: async (find) => (await element(find)).click(),
    type: async (find, text) => {
      const target = await element(find);
      await target.click();
      await target.sendKeys(text);
    },
    press: (key) => driver.actions().sendKeys({ Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB }[key]).perform(),
    screenshot: async (file, { fullPage = false } = {}) =>
      fullPage ? screenshotWholePage(file) : writeFile(file, await driver.takeScreenshot(), "base64"),
    driverErrors: () => [],
    close: async () => {
      await driver.quit().catch(() => undefined);
      process.kill(-process_.pid!);
    },
  };
}
