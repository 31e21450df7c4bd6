import { BREAKPOINTS } from "../../../src/config/layout-constants";
import type { ProbeReport } from "./probe";

export type EngineName = "firefox" | "webkit";

const ENGINES: readonly EngineName[] = ["firefox", "webkit"];

/** The engines a run asks for: ENGINES=firefox or ENGINES=webkit runs one alone; unset or empty, both. */
export function selectedEngines(): EngineName[] {
  const asked = (process.env.ENGINES ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = asked.filter((name) => !ENGINES.includes(name as EngineName));
  if (unknown.length > 0) throw new Error(`ENGINES: no engine named ${unknown.join(", ")} (${ENGINES.join(", ")})`);
  return asked.length > 0 ? (asked as EngineName[]) : [...ENGINES];
}

/**
 * The width each engine's « phone » asks for. Neither opens a window that narrow: Firefox's minimum is 450 px
 * (ESR 140) or 500 px (ESR 153), even headless, and WebKitGTK's about 447 px (its toolbar). What they open is
 * below the first breakpoint, the phone layout; 320 px is the Chromium suite's, where the viewport is emulated.
 */
export const PHONE_WIDTH: Readonly<Record<EngineName, number>> = { firefox: 390, webkit: 447 };

/** The site's first breakpoint: a window narrower than this shows the phone layout. */
export const PHONE_LAYOUT_BELOW = BREAKPOINTS[0];

/** Every engine window's viewport height. */
export const VIEWPORT_HEIGHT = 800;

/**
 * What a journey asks of a browser, whatever drives it (puppeteer-core for Firefox, WebDriver for WebKit). The
 * window is sized when the browser starts (`openFirefox(origin, width)`): no viewport emulation, which Firefox
 * ESR 140's WebDriver BiDi lacks in part.
 */
export interface EnginePage {
  /** Chromium's too (chromium.ts), for the screenshot pass: the journeys run Firefox and WebKit. */
  readonly engine: EngineName | "chromium";
  /** The viewport's CSS width, as the browser opened it (a phone's: the engine's minimum). */
  readonly width: number;
  /** The browser's own version, as its driver reports it (`npm test` prints it). */
  readonly version: string;
  /** Opens a path of the site (through the probing proxy) and waits for the load event. */
  open(path: string): Promise<void>;
  url(): Promise<string>;
  /** Runs a function in the page and returns its JSON-serialisable result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Whether the element `find` names is on the page and visible. */
  exists(find: Find): Promise<boolean>;
  /** Clicks, as a visitor does (a real pointer), the element `find` names. */
  click(find: Find): Promise<void>;
  /** Types into the element `find` names (focused by a click first). */
  type(find: Find, text: string): Promise<void>;
  /** Presses one key on the focused element. */
  press(key: "Escape" | "Enter" | "Tab"): Promise<void>;
  /** A PNG of the viewport, or of the whole page with `fullPage`. */
  screenshot(file: string, options?: { fullPage?: boolean }): Promise<void>;
  /** Errors the driver itself saw (Firefox's console and page errors); the probe's come from `probe()`. */
  driverErrors(): string[];
  close(): Promise<void>;
}

/** What the helpers below need of a page: any driver's, the readiness benchmark's Chromium page too. */
export type ScriptedPage = Pick<EnginePage, "run"> & { readonly engine: string };

/** An element by CSS selector and, optionally, its accessible name (aria-label, label, alt or text). */
export interface Find {
  css: string;
  name?: RegExp;
}

/**
 * In the page: the first visible element matching `css` whose name matches. Runs in the browser (no closures):
 * both drivers turn it into a string.
 */
export function findInPage(css: string, source: string | null, flags: string): Element | null {
  const pattern = source === null ? null : new RegExp(source, flags);
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    const byIds = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
      : "";
    const labels =
      "labels" in element ? [...((element as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(" ") : "";
    const raw =
      element.getAttribute("aria-label") ||
      byIds ||
      labels ||
      element.getAttribute("alt") ||
      element.textContent ||
      element.getAttribute("title") ||
      "";
    return raw.replace(/\s+/g, " ").trim();
  };
  for (const element of document.querySelectorAll(css)) {
    const box = element.getBoundingClientRect();
    const visible = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    if (visible && (!pattern || pattern.test(nameOf(element)))) return element;
  }
  return null;
}

export const findArgs = (find: Find): [string, string | null, string] => [
  find.css,
  find.name?.source ?? null,
  find.name?.flags ?? "",
];

/** Polls `check` in the page until it returns true (or a value other than false/null). */
export async function waitUntil<A extends unknown[]>(
  page: ScriptedPage,
  what: string,
  check: (...args: A) => unknown,
  args: A,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A navigation in progress may discard the script: try again.
    const result = await page.run(check, ...args).catch(() => false);
    if (result !== false && result !== null && result !== undefined) return;
    if (Date.now() > deadline) throw new Error(`${page.engine}: timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for an element, as findInPage finds it. */
export async function waitForElement(page: EnginePage, find: Find, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.exists(find).catch(() => false))) {
    if (Date.now() > deadline)
      throw new Error(`${page.engine}: timed out after ${timeoutMs} ms waiting for ${find.css} ${find.name ?? ""}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the probe gathered on the current page. */
export const probe = (page: ScriptedPage) =>
  page.run(() => (window as unknown as { __probe?: { report(): ProbeReport } }).__probe?.report() ?? null);

/** Ends the probe's layout-shift watch before the journey acts. */
export const stopShiftWatch = (page: EnginePage) =>
  page.run(() => (window as unknown as { __probe?: { stop(): void } }).__probe?.stop());

/**
 * The page once React has hydrated it (src/app/browser-hooks.ts marks <html>) and each of its islands (each marks
 * its element once hydrated, src/components/islands/island.tsx).
 */
export const hydrated = (page: ScriptedPage) =>
  waitUntil(
    page,
    "hydration",
    () =>
      document.documentElement.hasAttribute("data-hydrated") &&
      [...document.querySelectorAll<HTMLElement>("[data-island]")].every((island) => island.dataset.islandState === "hydrated"),
    [],
  );
