import { chromium } from "@playwright/test";
import { paths } from "../../src/config/paths";
import { logIn } from "../../tests/engines/journeys";
import { openChromium } from "../../tests/engines/support/chromium";
import { hydrated, type EnginePage } from "../../tests/engines/support/engine";
import { openFirefox } from "../../tests/engines/support/firefox";
import { missingRequirements } from "../../tests/engines/support/requirements";
import { openWebKit } from "../../tests/engines/support/webkit";
import { CHROMIUM_ARGS, ensureChromium } from "../find-chromium";
import { freePort } from "../local-servers";
import { noFindings, type PageFindings } from "./findings";
import type { PassEngine, PassOptions } from "./options";
import { defineNameHelper, fontsLoaded } from "./page-state";
import { pageTypes } from "./page-types";
import { shootPage, type AnswerLog, type PassPage } from "./shoot-page";
import { ROLES, visitsOf, windowWidth } from "./shots";

export interface EngineRun {
  engine: PassEngine;
  version: string;
  pages: PageFindings[];
  /** Why the engine, or a width of it, did not run. */
  errors: string[];
}

/** Opens pages of one engine at a width: a fresh browser (Firefox, WebKit) or context (Chromium) each. */
interface Engine {
  open(width: number): Promise<PassPage>;
  stop(): Promise<void>;
}

async function startEngine(engine: PassEngine, origin: string): Promise<Engine> {
  if (engine === "chromium") {
    const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
    return {
      open: async (width) => {
        const { page, playwright } = await openChromium(browser, origin, width);
        const aria = {
          body: () => playwright.locator("body").ariaSnapshot(),
          focused: () => playwright.locator(":focus").ariaSnapshot({ timeout: 2_000 }),
        };
        return { page, aria };
      },
      stop: () => browser.close(),
    };
  }
  const missing = missingRequirements([engine]);
  if (missing.length > 0) throw new Error(`missing ${missing.join("; ")}`);
  const open = async (width: number) =>
    engine === "firefox" ? openFirefox(origin, width) : openWebKit(origin, width, await freePort());
  return { open: async (width) => ({ page: await open(windowWidth(engine, width)) }), stop: async () => undefined };
}

/** Every page opened gets the stand-in of tsx's `__name` helper before anything runs in it. */
const withNameHelper = (page: EnginePage): EnginePage => ({
  ...page,
  open: async (path) => {
    await page.open(path);
    await page.run(defineNameHelper);
  },
});

/**
 * The site's fonts are `font-display: optional`: a first visit whose fonts are not there at its first frame keeps
 * the fallback fonts. Each browser opens the home page once before its shots, as a returning visitor, so that the
 * shots compare; a page that still keeps them is a finding.
 */
async function comeBackAsReturningVisitor(page: EnginePage) {
  await page.open(paths.home());
  await hydrated(page);
  await page.run(fontsLoaded);
}

/** One width: the visitor's pages, then Marie logs in through the login page and the member's. */
async function passAtWidth(engine: PassEngine, pass: PassPage, options: PassOptions, answers: AnswerLog) {
  const found: PageFindings[] = [];
  // The home page's own shot says what went wrong with it, if anything did.
  await comeBackAsReturningVisitor(pass.page).catch(() => undefined);
  for (const role of ROLES) {
    const visits = visitsOf(role, pageTypes(), options.pages);
    const shot = (page: string) => ({ engine, width: pass.page.width, role, page });
    if (role === "member" && visits.length > 0) {
      const loggedOut = await logIn(pass.page, paths.accountCard()).then(
        () => null,
        (error: Error) => `Marie could not log in: ${error.message}`,
      );
      if (loggedOut) {
        found.push(...visits.map((pageType) => ({ ...noFindings(shot(pageType.key), ""), notReady: [loggedOut] })));
        continue;
      }
    }
    for (const pageType of visits) {
      const findings = await shootPage(pass, pageType, shot(pageType.key), { answers, out: options.out });
      console.log(`  ${findings.file ?? `NOT SHOT ${findings.shot.page}: ${findings.notReady.join("; ")}`}`);
      found.push(findings);
    }
  }
  return found;
}

/** The pass in one engine, width after width, one browser at a time. */
export async function runEngine(
  engine: PassEngine,
  origin: string,
  options: PassOptions,
  answers: AnswerLog,
): Promise<EngineRun> {
  const run: EngineRun = { engine, version: "", pages: [], errors: [] };
  let started: Engine;
  try {
    started = await startEngine(engine, origin);
  } catch (error) {
    return { ...run, errors: [(error as Error).message] };
  }
  try {
    for (const width of options.widths) {
      const opened = await started.open(width).catch((error: Error) => {
        run.errors.push(`at ${width} px: ${error.message}`);
        return null;
      });
      if (!opened) continue;
      const pass = { ...opened, page: withNameHelper(opened.page) };
      run.version = pass.page.version;
      console.log(`${engine} ${run.version} at ${pass.page.width} px:`);
      try {
        run.pages.push(...(await passAtWidth(engine, pass, options, answers)));
      } finally {
        await pass.page.close();
      }
    }
  } finally {
    await started.stop();
  }
  return run;
}
