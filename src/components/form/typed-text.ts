import { FORBIDDEN_TEXT_CHARACTERS, hasForbiddenText } from "../../lib/forbidden-text";

const NARROW_NBSP = "\u202F";
const SPACE = /[ \u00A0\u202F]/;
const TRAILING_SPACES = /[ \u00A0\u202F]+$/;

/** What a text input holds after a keystroke or a paste, and where its caret goes. */
export interface TypedText {
  value: string;
  caret: number;
  /** Forbidden characters were dropped (< > ; in words; all six in code). */
  removed: boolean;
  /** A " or an & was written the French way (« », « et »). */
  rewritten: boolean;
}

/** Code (e-mail, numbers): the forbidden characters are dropped. */
export function acceptCode(typed: string, caret: number): TypedText {
  const value = typed.replace(FORBIDDEN_TEXT_CHARACTERS, "");
  const caretAfter = typed.slice(0, caret).replace(FORBIDDEN_TEXT_CHARACTERS, "").length;
  return { value, caret: caretAfter, removed: value !== typed, rewritten: false };
}

const opensQuote = (head: string) => head.split("«").length <= head.split("»").length;

/**
 * Appends `text` to `head` the French way: ’ for ', « » (with their narrow no-break spaces) for ",
 * « et » for &, one space where two are typed; < > ; dropped.
 */
function writeWords(head: string, text: string): Omit<TypedText, "caret"> {
  let value = head;
  let removed = false;
  let rewritten = false;
  for (const char of text) {
    if (char === "'") value += "’";
    else if (char === '"') {
      rewritten = true;
      if (opensQuote(value)) value += `${/[\p{L}\p{N}]$/u.test(value) ? " " : ""}«${NARROW_NBSP}`;
      else value = `${value.replace(TRAILING_SPACES, "")}${NARROW_NBSP}»`;
    } else if (char === "&") {
      rewritten = true;
      value += `${value === "" || SPACE.test(value.slice(-1)) ? "" : " "}et `;
    } else if (char === " " && SPACE.test(value.slice(-1))) continue;
    else if ("<>;".includes(char)) removed = true;
    else value += char;
  }
  return { value, removed, rewritten };
}

const commonPrefixLength = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
};

/**
 * Words (names, addresses): what was just typed or pasted, between the caret of the value before and
 * the caret now, is written the French way (writeWords); the rest was accepted already. A value that
 * did not come from the previous one (autofill with the caret elsewhere) is written whole.
 */
export function acceptWords(previous: string, typed: string, caret: number): TypedText {
  const start = Math.min(commonPrefixLength(previous, typed), caret);
  const head = typed.slice(0, start);
  const tail = typed.slice(caret);
  if (hasForbiddenText(head + tail)) {
    const whole = writeWords("", typed);
    return { ...whole, caret: whole.value.length };
  }
  const written = writeWords(head, typed.slice(start, caret));
  return { ...written, value: written.value + tail, caret: written.value.length };
}

/** A whole text as if typed (values that were not typed here: the member's details from the backend). */
export const frenchWords = (text: string): string => writeWords("", text).value;
