import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LATE_FONTS_ATTRIBUTE } from "../../src/lib/late-fonts";
import { hydrated, probe, stopShiftWatch, waitUntil, type EnginePage } from "../../tests/engines/support/engine";
import type { ProxiedAnswer } from "../../tests/engines/support/site-proxy";
import { failedRequests, noFindings, pageErrors, type PageFindings } from "./findings";
import { accessibilityReport, stopsWithoutRing, walkKeyboard } from "./keyboard-order";
import { favouriteTogglesPlaced, horizontalOverflow, keptFallbackFonts, pageSettled } from "./page-state";
import type { PageType, Role } from "./page-types";
import { shotName, type Shot } from "./shots";

/** A browser page of the pass; Chromium's also gives Playwright's ARIA snapshots. */
export interface PassPage {
  page: EnginePage;
  aria?: { body: () => Promise<string>; focused: () => Promise<string> };
}

/** The proxy's answers since the last `clear()`. */
export interface AnswerLog {
  clear(): void;
  take(): ProxiedAnswer[];
}

/** What every page of the pass shares: the proxy's answers, the folder of the shots. */
export interface PassContext {
  answers: AnswerLog;
  out: string;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Waits for each state the page announces; what does not come in time is noted, and the page is shot all the same. */
async function waitUntilReady(page: EnginePage, { ready }: PageType, role: Role): Promise<string[]> {
  const waits = [
    () => hydrated(page),
    ready && (() => ready(page)),
    role === "member" && (() => waitUntil(page, "the member's favourite toggles", favouriteTogglesPlaced, [])),
    () => waitUntil(page, "nothing loading, images decoded", pageSettled, []),
  ];
  const late: string[] = [];
  for (const wait of waits) if (wait) await wait().catch((error: unknown) => late.push(message(error)));
  return late;
}

/** Chromium only: the keyboard order and the accessibility tree, in a text file beside the shot. */
async function writeAccessibilityReport(
  pass: PassPage,
  findings: PageFindings,
  aria: NonNullable<PassPage["aria"]>,
  out: string,
) {
  const { shot, path } = findings;
  const tree = await aria.body();
  const walk = await walkKeyboard(pass.page, aria.focused);
  const title = `${shot.engine}, ${shot.width} px, ${shot.role}, ${shot.page}: ${path}`;
  await writeFile(join(out, `${shotName(shot)}.txt`), accessibilityReport(title, walk, tree));
  findings.withoutRing = stopsWithoutRing(walk);
}

/**
 * Opens one page of a page type, waits for what it announces, notes what a reviewer should know (errors, failed
 * requests of our origin, horizontal overflow, layout shifts) and shoots the whole page.
 */
export async function shootPage(
  pass: PassPage,
  pageType: PageType,
  shot: Shot,
  { answers, out }: PassContext,
): Promise<PageFindings> {
  const { page } = pass;
  const findings = noFindings(shot, typeof pageType.path === "string" ? pageType.path : "");
  try {
    if (typeof pageType.path !== "string") findings.path = await pageType.path(page);
    answers.clear();
    page.driverErrors();
    await page.open(findings.path);
    findings.notReady = await waitUntilReady(page, pageType, shot.role);
    const report = await probe(page);
    await stopShiftWatch(page);
    findings.shifts = report?.shifts ?? [];
    findings.errors = pageErrors(report?.errors ?? ["the page probe did not run"], page.driverErrors());
    findings.overflow = await page.run(horizontalOverflow);
    findings.fallbackFonts = await page.run(keptFallbackFonts, LATE_FONTS_ATTRIBUTE);
    const file = join(out, `${shotName(shot)}.png`);
    await page.screenshot(file, { fullPage: true });
    findings.file = file;
    if (pass.aria) await writeAccessibilityReport(pass, findings, pass.aria, out);
  } catch (error) {
    findings.notReady.push(`${findings.file ? "after the shot" : "not shot"}: ${message(error)}`);
  }
  findings.failedRequests = failedRequests(answers.take(), { path: findings.path, status: pageType.status });
  return findings;
}
