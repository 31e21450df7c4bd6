import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { INLINE_SCRIPT_SOURCES, sha256Source } from "./script-hashes";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Script types the browser does not run (data blocks): CSP does not apply to them. */
const DATA_TYPE = /\btype="(application\/(ld\+)?json)"/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Inline scripts a page would run that the policy does not allow (file and the script's start). */
export function disallowedInlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes) || DATA_TYPE.test(attributes)) continue;
    if (!INLINE_SCRIPT_SOURCES.includes(sha256Source(body))) found.push(body.slice(0, 80));
  }
  return found;
}

/** Fails when a built page has an inline script the Content-Security-Policy would block. */
export async function checkInlineScripts(publicDir: string): Promise<void> {
  const problems: string[] = [];
  for await (const file of filesUnder(publicDir)) {
    if (!file.endsWith(".html")) continue;
    for (const script of disallowedInlineScripts(await readFile(file, "utf8"))) {
      problems.push(`${path.relative(publicDir, file)}: ${script}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Inline scripts the Content-Security-Policy blocks:\n${problems.slice(0, 10).join("\n")}`);
  }
}

/**
 * A host adapter's copies of a client-only route's files, named by its route (Netlify's `films/[...].html` and
 * `page-data/films/[...]`): written after this build's checks from this build's pages, so any here at that time are the
 * previous build's (restored with public/ from the host's build cache) and would fail the checks with its scripts.
 */
export async function removeAdapterRouteCopies(publicDir: string): Promise<number> {
  let removed = 0;
  for await (const file of filesUnder(publicDir)) {
    if (!path.basename(file).startsWith("[")) continue;
    await rm(file);
    removed += 1;
  }
  return removed;
}

/** Source maps stay out of the published files: moved to `{keepDir}` for bundle analysis. */
export async function moveSourceMaps(publicDir: string, keepDir: string): Promise<number> {
  await rm(keepDir, { recursive: true, force: true });
  let moved = 0;
  for await (const file of filesUnder(publicDir)) {
    if (!file.endsWith(".map")) continue;
    const target = path.join(keepDir, path.relative(publicDir, file));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
    moved += 1;
  }
  return moved;
}
