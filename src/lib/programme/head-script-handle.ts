import type { DayWords, ZoneOffsets } from "./day-names";
import type { CountWords } from "./programme-dom";

/**
 * What the head script (head-script.ts) and the page share: the data block it reads, written by the build into every
 * page's <head> before it, and the handle by which the page's code stops it once it takes the programme over.
 */

/** The id of the head script's data block (`<script type="application/json">`). */
export const HEAD_SCRIPT_DATA_ID = "head-script-data";

/** What the head script needs of the site: the cinema's time zone, the words of day names and of a day's count. */
export interface HeadScriptData {
  zone: ZoneOffsets;
  days: DayWords;
  count: CountWords;
}

/** What the head script leaves on `window` for the page's code. */
export interface HeadScriptHandle {
  /** Removes its listeners: the page's code acts on the programme from then on. */
  stop: () => void;
}

const HANDLE = "___headScript";

type WithHandle = { [HANDLE]?: HeadScriptHandle };

export const exposeHeadScript = (handle: HeadScriptHandle, win: Window = window): void => {
  (win as WithHandle)[HANDLE] = handle;
};

/** Stops the head script, if it ran: its listeners are gone once the page's code has taken over. */
export function stopHeadScript(win: Window = window): void {
  const handle = (win as WithHandle)[HANDLE];
  delete (win as WithHandle)[HANDLE];
  handle?.stop();
}

/** The head script's data block of a page, parsed (null when the page has none). */
export function readHeadScriptData(doc: Document): HeadScriptData | null {
  const block = doc.getElementById(HEAD_SCRIPT_DATA_ID);
  return block ? dataOf(block) : null;
}

const dataOf = (block: Element) => JSON.parse(block.textContent ?? "") as HeadScriptData;

let parsed: { block: Element; data: HeadScriptData } | undefined;

/** This page's head script data, each block parsed once (null outside a browser, or on a page without it). */
export function pageHeadScriptData(): HeadScriptData | null {
  const block = typeof document === "undefined" ? null : document.getElementById(HEAD_SCRIPT_DATA_ID);
  if (!block) return null;
  if (parsed?.block !== block) parsed = { block, data: dataOf(block) };
  return parsed.data;
}
