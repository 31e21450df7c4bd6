import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { typographyViolations } from "../../src/lib/french-typography";

const PUBLIC = "public";

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, "\u00A0")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Tags inside a line of text: « <strong>Tramway</strong> : … » is one line, as a visitor reads it. */
const INLINE_TAG = /<\/?(a|abbr|b|bdi|cite|code|em|i|mark|q|s|small|span|strong|sub|sup|time|u)\b[^>]*>/gi;

/**
 * The text a visitor reads: no scripts, styles or head; each block's text on its own line. React's text separators
 * (`<!-- -->` between « {days} » and « : ») and inline elements do not end a line: a space they hide is checked.
 */
const visibleText = (html: string) =>
  decode(
    html
      .replace(/<head>[\s\S]*?<\/head>/i, "")
      .replace(/<(script|style|noscript|svg)\b[\s\S]*?<\/\1>/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(INLINE_TAG, "")
      .replace(/<[^>]+>/g, "\n"),
  )
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

test("the built pages follow French typography (no-break spaces, apostrophes, « 1er », durations)", () => {
  const files = htmlFiles(PUBLIC);
  expect(files.length).toBeGreaterThan(27);
  const problems = files.flatMap((file) =>
    visibleText(readFileSync(file, "utf8")).flatMap((line) => typographyViolations(line).map((v) => `${file}: ${v}`)),
  );
  expect(problems).toEqual([]);
});
