/**
 * An older commit built and served beside ours, to measure our pages against it in the same run (issue 48, item 4).
 * Its tree is written from git into `.cache-bench/baseline-<hash>/` with our node_modules linked in, as
 * scripts/scratch-site.ts copies the project, and built as `buildSite` builds ours, at our build's own « now »
 * (CINEMA_BUILD_TIME): both list the same showtimes. That build is kept and served again while ours keeps its time.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildEnv, localPreviewOrigin } from "../scripts/build-stamp";
import { freePort, startGatsbyServe } from "../scripts/local-servers";
import { buildScratchSite } from "../scripts/scratch-site";
import { unmetRequirements, versionsBesideLock, type PackageLock, type PackageManifest } from "./baseline-packages";
import type { ServedSite } from "./served-site";

const CACHE_ROOT = ".cache-bench";
/** Our build's page-data of the listing, whose page context carries the build's « now ». */
const LISTING_PAGE_DATA = "public/page-data/films/page-data.json";
const PACKAGE_NAME = /^(@[\w-][\w.-]*\/)?[\w-][\w.-]*$/;

export const baselineDir = (hash: string): string => path.join(CACHE_ROOT, `baseline-${hash}`);

/** The full hash of `ref`, a commit of this repository. */
export function resolveCommit(ref: string): string {
  try {
    return execFileSync("git", ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    throw new Error(`--baseline: « ${ref} » is not a commit of this repository`);
  }
}

/** The build's « now » in a page-data file (the listing's context: `buildTime`). */
export function buildTimeIn(pageData: string): string {
  const time = /"buildTime":"([^"]+)"/.exec(pageData)?.[1];
  if (!time || Number.isNaN(Date.parse(time))) throw new Error("The listing's page-data names no buildTime");
  return time;
}

/** What a baseline build depends on besides its commit: the « now » it was built at and the variables it bakes in. */
export const baselineStamp = (hash: string, buildTime: string, env: Record<string, string>): string =>
  [hash, buildTime, ...Object.entries(env).map(([name, value]) => `${name}=${value}`)].join("\n");

const stampFile = (dir: string) => path.join(dir, "public", ".baseline-stamp");

/** The commit's tree, from git, in `dir` (emptied first). */
function writeTree(hash: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archiveDir = mkdtempSync(path.join(tmpdir(), "cinema-baseline-"));
  try {
    const archive = path.join(archiveDir, "tree.tar");
    execFileSync("git", ["archive", "--format=tar", `--output=${archive}`, hash]);
    execFileSync("tar", ["-xf", archive, "-C", dir]);
  } finally {
    rmSync(archiveDir, { recursive: true, force: true });
  }
}

function installedVersion(name: string): string | undefined {
  const file = path.join("node_modules", name, "package.json");
  if (!PACKAGE_NAME.test(name) || !existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, "utf8")) as { version?: string }).version;
}

/** Warns of what our node_modules and Node do not give the commit's package.json, and of versions beside its lock. */
function warnOfPackages(dir: string, short: string): void {
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as PackageManifest;
  const unmet = unmetRequirements(manifest, installedVersion, process.version);
  if (unmet.length > 0) {
    console.warn(`Warning: ${short} is built with our node_modules, which do not meet its package.json:`);
    for (const line of unmet) console.warn(`  ${line}`);
  }
  const lockFile = path.join(dir, "package-lock.json");
  if (!existsSync(lockFile)) return;
  const moved = versionsBesideLock(manifest, JSON.parse(readFileSync(lockFile, "utf8")) as PackageLock, installedVersion);
  if (moved.length > 0) console.log(`${short}'s packages at other versions than its lock held: ${moved.join(", ")}`);
}

/** The commit built at our build's « now », in its folder under .cache-bench/ (kept from an earlier run when it can). */
export async function ensureBaselineBuild(hash: string): Promise<string> {
  const dir = baselineDir(hash);
  const short = hash.slice(0, 7);
  const buildTime = buildTimeIn(readFileSync(LISTING_PAGE_DATA, "utf8"));
  const stamp = baselineStamp(hash, buildTime, buildEnv());
  if (
    existsSync(path.join(dir, "public", "index.html")) &&
    existsSync(stampFile(dir)) &&
    readFileSync(stampFile(dir), "utf8") === stamp
  ) {
    console.log(`Baseline ${short}: its build at ${buildTime}, kept in ${dir}`);
    return dir;
  }
  writeTree(hash, dir);
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  // Encoded images are keyed by their bytes and the encoder's settings: those already made serve it as they serve us.
  const images = path.join(".cache", "cinema-images");
  if (existsSync(images)) cpSync(images, path.join(dir, images), { recursive: true });
  warnOfPackages(dir, short);
  const logFile = `${dir}.build.log`;
  console.log(`Baseline ${short}: building it in ${dir} at ${buildTime} (log: ${logFile})`);
  const seconds = await buildScratchSite(
    dir,
    { GATSBY_PREVIEW_ORIGIN: localPreviewOrigin(), CINEMA_BUILD_TIME: buildTime },
    { logFile },
  );
  writeFileSync(stampFile(dir), stamp);
  console.log(`Baseline ${short}: built in ${seconds.toFixed(0)} s`);
  return dir;
}

/** The build in `dir` under its own `gatsby serve` (its own preloads and Functions), with our environment. */
export async function serveBaseline(dir: string): Promise<ServedSite> {
  const port = await freePort();
  return { port, server: await startGatsbyServe(port, {}, dir) };
}
