import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { currentBuildStamp } from "./build-stamp";

/**
 * Where the adapter's Functions are kept after a build: Netlify's local emulation empties
 * .netlify/functions-internal before it serves, and its `npm-test-emulation` context (netlify.toml) puts them back.
 */
export const KEPT_FUNCTIONS = path.join(".netlify", "gatsby-functions");
const INTERNAL_FUNCTIONS = path.join(".netlify", "functions-internal");
const KEPT_STAMP = path.join(KEPT_FUNCTIONS, ".build-stamp");

/** The variables netlify.toml gives a Netlify build ([build.environment]), as Netlify's build applies them. */
export function netlifyBuildEnvironment(file = "netlify.toml"): Record<string, string> {
  const config = parse(readFileSync(file, "utf8")) as { build?: { environment?: Record<string, unknown> } };
  return Object.fromEntries(Object.entries(config.build?.environment ?? {}).map(([name, value]) => [name, String(value)]));
}

/**
 * A local build as Netlify makes it: netlify.toml's variables, and NETLIFY_LOCAL, by which Gatsby takes Netlify's
 * adapter (gatsby-config.ts) and the adapter writes _headers, _redirects and the Functions.
 */
export const netlifyBuildEnv = (): Record<string, string> => ({ ...netlifyBuildEnvironment(), NETLIFY_LOCAL: "true" });

/**
 * The adapter moves a client-only route's files to Netlify's names (`public/films/[...].html`, the page data to
 * `public/page-data/films/[...]`, served by a rewrite of `/films/*`). `gatsby serve` looks for them where Gatsby
 * wrote them, at the page's own path: a copy goes back there, so both servers serve the one build.
 */
export function restoreGatsbyLayout(publicDir = "public"): string[] {
  const restored: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name === "[...]") {
        const pageData = readFileSync(file, "utf8");
        const page = (JSON.parse(pageData) as { path: string }).path;
        const html = path.join(publicDir, path.relative(path.join(publicDir, "page-data"), dir), "[...].html");
        for (const [from, to] of [
          [file, path.join(publicDir, "page-data", page, "page-data.json")],
          [html, path.join(publicDir, page, "index.html")],
        ] as const) {
          mkdirSync(path.dirname(to), { recursive: true });
          cpSync(from, to);
          restored.push(to);
        }
      }
    }
  };
  visit(path.join(publicDir, "page-data"));
  return restored;
}

/**
 * After a Netlify-flavoured build: keeps the adapter's Functions for the emulation, with the build's stamp (taken as
 * the build began: buildAndStamp), and puts Gatsby's own layout back beside the adapter's for `gatsby serve`.
 */
export function keepAdapterFunctions(stamp: string): void {
  rmSync(KEPT_FUNCTIONS, { recursive: true, force: true });
  cpSync(INTERNAL_FUNCTIONS, KEPT_FUNCTIONS, { recursive: true });
  restoreGatsbyLayout();
  writeFileSync(KEPT_STAMP, stamp);
}

/** Whether public/ and the kept Functions are today's Netlify-flavoured build of the current sources. */
export const isNetlifyBuildFresh = (): boolean =>
  existsSync("public/_headers") && existsSync(KEPT_STAMP) && readFileSync(KEPT_STAMP, "utf8") === currentBuildStamp();
