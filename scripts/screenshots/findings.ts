import type { ProxiedAnswer } from "../../tests/engines/support/site-proxy";
import type { Shot } from "./shots";

/** The page wider than the window: how wide, and the outermost elements that stick out. */
export interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  offenders: string[];
}

/** What the pass saw on one page, for the lead. */
export interface PageFindings {
  shot: Shot;
  path: string;
  /** Written when the page was shot; absent when it could not be. */
  file?: string;
  errors: string[];
  failedRequests: string[];
  overflow: Overflow | null;
  /** The page kept its fallback fonts: one was late at its first frame (html[data-late-fonts], font-display: optional). */
  fallbackFonts: boolean;
  /** Elements of the first screen that moved after the first paint (the probe's watch). */
  shifts: string[];
  /** What the page did not announce in time (it was shot all the same), or why it was not shot. */
  notReady: string[];
  /** Chromium's keyboard walk: the focus stops without a visible focus ring. */
  withoutRing: string[];
}

/** A page's findings before it is visited: nothing found yet. */
export const noFindings = (shot: Shot, path: string): PageFindings => ({
  shot,
  path,
  errors: [],
  failedRequests: [],
  overflow: null,
  fallbackFonts: false,
  shifts: [],
  notReady: [],
  withoutRing: [],
});

/** An address without its query, and without its trailing slash (Gatsby asks for a missing page both ways). */
const bare = (address: string) => address.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");

/** The page-data address Gatsby asks for a path (`index` for the root). */
const pageDataOf = (pagePath: string) => `/page-data/${pagePath.replace(/^\/|\/$/g, "") || "index"}/page-data.json`;

/**
 * The requests of our origin that failed while the page was visited (no answer, or 4xx/5xx), as « GET /x → 404 ».
 * A page whose own address answers `status` (the 404 page) expects that answer for its address (the HEAD that
 * confirms it missing included) and its page data, which Gatsby's loader asks for first.
 */
export function failedRequests(answers: readonly ProxiedAnswer[], page: { path: string; status?: number }): string[] {
  const own = [bare(page.path), pageDataOf(page.path)];
  const expected = (answer: ProxiedAnswer) =>
    page.status !== undefined && answer.status === page.status && own.includes(bare(answer.path));
  return answers
    .filter((answer) => (answer.status === null || answer.status >= 400) && !expected(answer))
    .map((answer) => `${answer.method} ${answer.path} → ${answer.status ?? "no answer"}`);
}

/** Chromium's own line for an answer ≥ 400: the requests are reported from the proxy's side, with their address. */
const FAILED_RESOURCE = /^console: Failed to load resource:/;

/**
 * The page's errors: the probe's (console.error, uncaught errors, failed loads, CSP), then the driver's it did not
 * already report (a console message the probe saw as console.error counts once).
 */
export function pageErrors(probeErrors: readonly string[], driverErrors: readonly string[]): string[] {
  const probed = new Set(probeErrors.map((error) => error.replace(/^console\.error: /, "console: ")));
  const fromDriver = driverErrors.filter((error) => !FAILED_RESOURCE.test(error) && !probed.has(error));
  return [...new Set([...probeErrors, ...fromDriver])];
}

const where = ({ shot, path }: PageFindings) => `${shot.width} ${shot.role} ${shot.page} (${path})`;

function section(title: string, pages: readonly PageFindings[], lines: (page: PageFindings) => string[]): string[] {
  const found = pages.flatMap((page) => lines(page).map((line) => `    ${where(page)}: ${line}`));
  return [`  ${title}: ${found.length === 0 ? "none" : ""}`.trimEnd(), ...found];
}

const overflowLine = ({ scrollWidth, innerWidth, offenders }: Overflow) =>
  `${scrollWidth} px wide in ${innerWidth}${offenders.length > 0 ? `: ${offenders.join("; ")}` : ""}`;

const SHIFT = /^(.*) moved by (-?\d+,-?\d+) px at (\d+) ms$/;

/** Elements the probe saw move by one amount within this many ms of each other: one move (a frame, noted element by element). */
const SAME_MOVE_MS = 5;

interface Move {
  by: string;
  at: number;
  elements: string[];
}

/**
 * The probe's shifts, one line per move: the elements that moved together (by the same amount, in the same frame)
 * as the first of them, and how many more. A line it cannot read stays as it is.
 */
export function condensedShifts(shifts: readonly string[]): string[] {
  const moves: (Move | string)[] = [];
  for (const shift of shifts) {
    const [, element, by, at] = SHIFT.exec(shift) ?? [];
    if (element === undefined || by === undefined || at === undefined) {
      moves.push(shift);
      continue;
    }
    const same = moves.find(
      (move): move is Move => typeof move !== "string" && move.by === by && Math.abs(move.at - Number(at)) <= SAME_MOVE_MS,
    );
    if (same) same.elements.push(element);
    else moves.push({ by, at: Number(at), elements: [element] });
  }
  return moves.map((move) =>
    typeof move === "string"
      ? move
      : `${move.elements[0]}${move.elements.length > 1 ? ` and ${move.elements.length - 1} more` : ""} moved by ${move.by} px at ${move.at} ms`,
  );
}

/** A page's first two moves, and how many more (each page's list is long where a form or a member's data arrives). */
const firstMoves = (moves: readonly string[]) =>
  moves.length > 2 ? [...moves.slice(0, 2), `${moves.length - 2} more move${moves.length > 3 ? "s" : ""}`] : [...moves];

/** One engine's summary: pages shot, then each kind of finding, page by page. */
export function engineSummary(engine: string, version: string, pages: readonly PageFindings[]): string[] {
  const shot = pages.filter((page) => page.file !== undefined);
  const widths = [...new Set(pages.map((page) => page.shot.width))].join(", ");
  return [
    `${engine} ${version}: ${shot.length} of ${pages.length} pages shot (widths ${widths || "none"})`,
    ...section("Console errors", pages, (page) => page.errors),
    ...section("Failed requests of our origin", pages, (page) => page.failedRequests),
    ...section("Horizontal overflow", pages, (page) => (page.overflow ? [overflowLine(page.overflow)] : [])),
    ...section("Fallback fonts kept (a font late at the first frame)", pages, (page) =>
      page.fallbackFonts ? ["the site's fonts were not there at the first frame"] : [],
    ),
    ...section("Layout shifts after the first paint", pages, (page) => firstMoves(condensedShifts(page.shifts))),
    ...section("Not ready in time, or not shot", pages, (page) => page.notReady),
    ...(engine === "chromium"
      ? section("Focus stops without a visible ring", pages, (page) =>
          page.withoutRing.length > 0 ? [page.withoutRing.join(", ")] : [],
        )
      : []),
  ];
}
