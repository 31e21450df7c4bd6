import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { COLOR_MODE_SCRIPT } from "../../lib/color-mode/color-mode";
import { EVERY_PAGE_CHUNKS } from "../../config/every-page-chunks";
import { paths } from "../../config/paths";
import { WITHOUT_SCRIPTS_ATTRIBUTE } from "../../lib/page-without-scripts";
import { OFFLINE_PAGE_URL } from "../../service-worker/cache-policy";
import { webAppFiles } from "./write-web-app-manifest";

const SW_SOURCE = path.resolve("src/service-worker/sw.ts");
/** Gatsby's shell: the webpack runtime, React (framework) and the app, whose names carry their content hash. */
const SHELL_SCRIPT = /^(app|framework|webpack-runtime)-[0-9a-f]+\.js$/;
/** The chunks of the slices every page shows (header, footer). */
const SLICE_CHUNK = /^slice---/;
/**
 * This build's shell scripts, from webpack's stats (public/ keeps the previous build's chunks too, which the worker
 * must not precache): the app's, the slices' and those of EVERY_PAGE_CHUNKS.
 */
export function shellScripts(webpackStats: string): string[] {
  const stats = JSON.parse(webpackStats) as { assetsByChunkName?: Record<string, string[]> };
  const chunks = stats.assetsByChunkName ?? {};
  const slices = Object.keys(chunks).filter((chunk) => SLICE_CHUNK.test(chunk));
  const scriptsOf = (chunk: string) => (chunks[chunk] ?? []).filter((name) => name.endsWith(".js"));
  return [
    ...(chunks.app ?? []).filter((name) => SHELL_SCRIPT.test(name)),
    ...slices.flatMap(scriptsOf),
    ...EVERY_PAGE_CHUNKS.flatMap(scriptsOf),
  ];
}
const FONT = /\.woff2$/;
/** Files without a hash in their name (precached with a revision), the web app manifest and its icons among them. */
export const unhashedShellFiles = (): string[] => ["/logo.svg", "/favicon.svg", paths.intlWarmUp(), ...webAppFiles()];

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

const revision = (content: string | Buffer) => createHash("md5").update(content).digest("hex");

/**
 * The offline page as the worker serves it: Gatsby's scripts removed, so the page stays as built (with the
 * URL the visitor asked for) instead of Gatsby trying to load that unvisited page. The colour-mode script
 * and the structured data stay; <html> says the page runs without its scripts (src/lib/page-without-scripts.ts).
 */
export function withoutGatsbyScripts(html: string): string {
  return html
    .replace(/<html\b/i, `<html ${WITHOUT_SCRIPTS_ATTRIBUTE}=""`)
    .replace(/<script\b[^>]*>([\s\S]*?)<\/script>/gi, (tag: string, body: string) =>
      body === COLOR_MODE_SCRIPT || /type="application\/ld\+json"/i.test(tag) ? tag : "",
    )
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*\brel="prefetch"[^>]*>/gi, "");
}

/** The files a first visit puts in the worker's cache: the shell, the fonts, the logo, the web app files and the offline page. */
async function precacheManifest(publicDir: string, offlineHtml: string): Promise<PrecacheEntry[]> {
  const shell = shellScripts(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const staticFiles = await readdir(path.join(publicDir, "static")).catch(() => [] as string[]);
  // The slices' data (header, footer): every page needs them to render, offline too.
  const sliceData = (await readdir(path.join(publicDir, "slice-data")).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".json"))
    .map((name) => `/slice-data/${name}`);
  const unhashed = await Promise.all(
    [...unhashedShellFiles(), ...sliceData].map(async (url) => ({
      url,
      revision: revision(await readFile(path.join(publicDir, url))),
    })),
  );
  return [
    { url: OFFLINE_PAGE_URL, revision: revision(offlineHtml) },
    ...shell.map((name) => ({ url: `/${name}`, revision: null })),
    ...staticFiles.filter((name) => FONT.test(name)).map((name) => ({ url: `/static/${name}`, revision: null })),
    ...unhashed,
  ];
}

/** Writes public/offline.html and public/sw.js (Workbox, bundled by esbuild with its precache list). */
export async function writeServiceWorker(publicDir: string): Promise<PrecacheEntry[]> {
  const builtOfflinePage = await readFile(path.join(publicDir, paths.offline(), "index.html"), "utf8");
  const offlineHtml = withoutGatsbyScripts(builtOfflinePage);
  await writeFile(path.join(publicDir, OFFLINE_PAGE_URL), offlineHtml);
  const manifest = await precacheManifest(publicDir, offlineHtml);
  await build({
    entryPoints: [SW_SOURCE],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    outfile: path.join(publicDir, "sw.js"),
    define: { __PRECACHE_MANIFEST__: JSON.stringify(manifest), "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  return manifest;
}
