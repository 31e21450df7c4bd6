import { cpSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { run, type RunOptions } from "./run";

/**
 * What a build of the site reads (and `gatsby serve` runs with: scripts/ holds its preloads). A scratch copy
 * holds these and a link to node_modules, so a build there leaves the project's own public/ and .cache/ alone.
 */
export const PROJECT_FILES = [
  "src",
  "static",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "gatsby-function-config.ts",
  "netlify.toml",
  "package.json",
  "tsconfig.json",
];

/**
 * Empties `dir` and copies the project into it, content/ included unless `withContent` is false (the
 * caller then writes a content set of its own into `dir/content`).
 */
export function copyProjectInto(dir: string, { withContent = true } = {}): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of [...PROJECT_FILES, ...(withContent ? ["content"] : [])])
    cpSync(file, path.join(dir, file), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
}

/**
 * `gatsby build` in a scratch copy (its output to `logFile` if given, at idle priority with `idle`); resolves with the
 * build's duration in seconds.
 */
export async function buildScratchSite(
  dir: string,
  env: NodeJS.ProcessEnv = {},
  { logFile, idle = false }: Pick<RunOptions, "logFile" | "idle"> = {},
): Promise<number> {
  const started = Date.now();
  await run("npx", ["gatsby", "build"], { env, cwd: dir, logFile, idle });
  return (Date.now() - started) / 1000;
}
