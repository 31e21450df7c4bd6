import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { paths } from "../src/config/paths";
import type { SitePage } from "../src/builder/pages";

/** A built HTML file the check reads: its page type, the address it is served at, the file under public/. */
export interface PageToCheck {
  type: string;
  url: string;
  file: string;
}

/** A message of the Nu Html Checker (vnu), as its JSON output gives it. */
export interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
}

/**
 * Messages about CSS the checker does not know yet, left aside: our style sheets are not markup, and each of these
 * is a standard feature the browsers we test ship. Each rule names what it leaves aside and why.
 */
export const CSS_NOT_YET_KNOWN: readonly { message: RegExp; why: string }[] = [
  {
    // vnu 26.9 knows neither property: « CSS: “anchor-name”: Property “anchor-name” doesn't exist. »
    message: /^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist\.$/,
    why: "CSS anchor positioning: the header's menu panel under the header, inside @supports (top: anchor(bottom))",
  },
  {
    // « CSS: “top”: “anchor(bottom)” is not a “top” value. », in the rule and in its @supports condition.
    message: /^CSS: “(top|right|bottom|left|inset[\w-]*)”: “anchor\([\w\s-]*\)” is not a “\1” value\.$/,
    why: "anchor() in an inset property: the same menu panel, and the @supports test that guards it",
  },
];

const leftAside = (message: NuMessage) => CSS_NOT_YET_KNOWN.some((rule) => rule.message.test(message.message));

/** What fails the check: the checker's errors (a file it could not read included), but the CSS it does not know yet. */
export const refusals = (messages: readonly NuMessage[]): NuMessage[] =>
  messages.filter((message) => message.type !== "info" && !leftAside(message));

/** The messages left aside as CSS the checker does not know yet. */
export const cssNotYetKnown = (messages: readonly NuMessage[]): NuMessage[] =>
  messages.filter((message) => message.type !== "info" && leftAside(message));

/** The HTML file Gatsby writes for a page's path, or the file itself for a served `.html` address. */
export const htmlFileOf = (publicDir: string, url: string) =>
  path.join(publicDir, url.endsWith(".html") ? url : `${url}index.html`);

/**
 * One page of each type: the first page of the table for each component (a film page, the listing, the home page,
 * a content page, the member pages, the 404 and 500 pages…), the first page's preview copy, and the offline page as
 * the service worker serves it (written after the build, without scripts).
 */
export function pagesToCheck(pages: readonly SitePage[], publicDir: string): PageToCheck[] {
  const firsts = new Map<string, string>();
  for (const page of pages) if (!firsts.has(page.component)) firsts.set(page.component, page.path);
  const previewed = pages.find((page) => page.previewed);
  const served: [type: string, url: string][] = [
    ...firsts,
    ...(previewed ? [["preview copy", paths.preview(previewed.path)] as [string, string]] : []),
    ["offline page as served", "/offline.html"],
  ];
  return served.map(([type, url]) => ({ type, url, file: htmlFileOf(publicDir, url) }));
}

/**
 * Java options: the checker's schema needs a deep stack; C1 alone and the serial collector use a third of the CPU
 * time of the defaults for one run over two dozen pages (2.5 against 7.4 s on this 2-core machine).
 */
const JAVA_OPTIONS = ["-Xss16m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/** The checker's jar, from the vnu-jar package (its main export is the jar's path). */
function nuCheckerJar(): string {
  try {
    return String(createRequire(import.meta.url)("vnu-jar"));
  } catch {
    throw new Error("The HTML check needs the vnu-jar package (a devDependency): run npm ci.");
  }
}

/** Runs the Nu Html Checker once over the files; its version and every message. */
export async function runNuChecker(files: readonly string[]): Promise<{ version: string; messages: NuMessage[] }> {
  const args = [...JAVA_OPTIONS, "-jar", nuCheckerJar(), "--format", "json", "--stdout", "--exit-zero-always", ...files];
  const { stdout } = await promisify(execFile)("java", args, { maxBuffer: 256 * 1024 * 1024 }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT")
        throw new Error("The HTML check runs the W3C's Nu Html Checker on Java: apt-get install -y default-jre-headless.");
      throw error;
    },
  );
  return JSON.parse(stdout) as { version: string; messages: NuMessage[] };
}

/** A message as one line: where in the file, what, and the markup it is about. */
export const describeMessage = ({ lastLine, firstColumn, message, extract }: NuMessage) =>
  `${lastLine ?? "?"}:${firstColumn ?? "?"} ${message}${extract ? `  «${extract.replace(/\s+/g, " ").trim()}»` : ""}`;
