/**
 * A page's « no-script » twin: its built HTML with every `<script>` element and every script preload removed, so that
 * what its scripts cost its first and largest paints is the difference between the two (issue 48, item 4). The HTTPS
 * front serves it at the page's own path under a marker query (bench/https-front.ts): every URL in it resolves as in
 * the page, and every other request is the page's own.
 */

/** The query that asks the front for a page's twin. */
export const NO_SCRIPT_QUERY = "sans-scripts";

export const noScriptTwinUrl = (pageUrl: string): string => {
  const url = new URL(pageUrl);
  url.search = NO_SCRIPT_QUERY;
  return url.href;
};

export interface WithoutScripts {
  html: string;
  scripts: number;
  preloads: number;
}

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;

/** An attribute's value in a start tag, quoted or not; undefined when the tag has none. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** `<link rel=modulepreload>`, or `<link rel=preload as=script>`: a script fetched ahead, for nothing without scripts. */
function preloadsScript(tag: string): boolean {
  const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
  return rel.includes("modulepreload") || (rel.includes("preload") && attribute(tag, "as")?.toLowerCase() === "script");
}

/** The HTML without its script elements (inline, external, JSON data alike) and script preloads, with their counts. */
export function withoutScripts(html: string): WithoutScripts {
  let scripts = 0;
  let preloads = 0;
  const rewritten = html
    .replace(SCRIPT_ELEMENT, () => {
      scripts += 1;
      return "";
    })
    .replace(LINK_TAG, (tag) => {
      if (!preloadsScript(tag)) return tag;
      preloads += 1;
      return "";
    });
  return { html: rewritten, scripts, preloads };
}
