import type { EnginePage } from "../../tests/engines/support/engine";
import { readFocus, ringShown, roleAndName } from "./focus-ring";

/** The Tab presses a walk makes at most, from the top of the page: enough for the listing's every stop (about 130). */
export const TAB_PRESSES = 250;

/** One stop of the focus: its role and accessible name, whether a ring shows, whether it is drawn at all. */
export interface FocusStop {
  role: string;
  ring: boolean | null;
  shown: boolean;
  element: string;
}

export interface KeyboardWalk {
  stops: FocusStop[];
  /** The focus left the page before the presses ran out: every stop was seen. */
  leftPage: boolean;
}

/**
 * Presses Tab from the top of the page, up to TAB_PRESSES times, and notes each focused element. `focusedSnapshot`
 * gives the ARIA snapshot of the focused element (Playwright's), whose first line is its role and name.
 */
export async function walkKeyboard(page: EnginePage, focusedSnapshot: () => Promise<string>): Promise<KeyboardWalk> {
  await page.run(readFocus, true);
  const stops: FocusStop[] = [];
  for (let press = 0; press < TAB_PRESSES; press += 1) {
    await page.press("Tab");
    const reading = await page.run(readFocus, false);
    if (!reading || reading.onBody) return { stops, leftPage: true };
    const snapshot = await focusedSnapshot().catch(() => "");
    stops.push({
      role: roleAndName(snapshot) || `(no role) ${reading.element}`,
      ring: ringShown(reading),
      shown: reading.shown,
      element: reading.element,
    });
  }
  return { stops, leftPage: false };
}

const ringWord = (ring: boolean | null) => (ring === null ? "ring unknown" : ring ? "ring" : "NO RING");

/** The walk as numbered lines, then how it ended. */
export function keyboardOrderLines({ stops, leftPage }: KeyboardWalk): string[] {
  const lines = stops.map(
    (stop, index) =>
      `${String(index + 1).padStart(3)}. ${stop.role} · ${ringWord(stop.ring)}${stop.shown ? "" : ` · NOT DRAWN (${stop.element})`}`,
  );
  const end = leftPage
    ? `The focus left the page after ${stops.length} stops.`
    : `${TAB_PRESSES} presses: the page has more stops than that.`;
  return [...lines, end];
}

/** The stops with no visible ring, as « 3. link "Tarifs" », for the summary. */
export const stopsWithoutRing = ({ stops }: KeyboardWalk): string[] =>
  stops.flatMap((stop, index) => (stop.ring === false ? [`${index + 1}. ${stop.role}`] : []));

/** The text file beside a Chromium shot: the keyboard order, then the accessibility tree. */
export const accessibilityReport = (title: string, walk: KeyboardWalk, ariaTree: string): string =>
  [
    title,
    "",
    `Keyboard order (Tab from the top, ${TAB_PRESSES} presses at most): role and accessible name · focus ring`,
    ...keyboardOrderLines(walk),
    "",
    "Accessibility tree (Playwright's ARIA snapshot of <body>)",
    ariaTree,
    "",
  ].join("\n");
