import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { resolveTicketingUrl } from "../src/config/ticketing-url";
import { zonedDate } from "../src/lib/play-week";
import { cinemaTimeZone } from "./daily-rebuild";

const INPUTS = [
  "content",
  "src",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
];
const STAMP = path.join("public", ".build-stamp");

/** Unit test files sit beside the code in src/ but never reach the site: editing one needs no new build. */
const NOT_BUILT = /\.test\.tsx?$/;

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    if (!NOT_BUILT.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** The sandbox of local runs (npm start, npm test, the e2e suites) on its default port. */
export const LOCAL_SANDBOX_URL = "http://127.0.0.1:4010";

/**
 * The preview origin override (SPEC §1) of a local build: GATSBY_PREVIEW_ORIGIN, else the sandbox, whose
 * content-management stand-in (/sandbox/cms) frames the preview pages. Hosts build with their own value or none.
 */
export const localPreviewOrigin = (): string => process.env.GATSBY_PREVIEW_ORIGIN || LOCAL_SANDBOX_URL;

/**
 * A local run's sandbox on `port` plays the ticketing site and the content-management app: the build's ticketing
 * hand-off and preview origin follow it, unless TICKETING_URL or GATSBY_PREVIEW_ORIGIN say otherwise.
 */
export function buildForSandboxOn(port: number | string): void {
  const sandbox = `http://127.0.0.1:${port}`;
  process.env.TICKETING_URL ||= `${sandbox}/ticketing`;
  process.env.GATSBY_PREVIEW_ORIGIN ||= sandbox;
}

/** Variables the build bakes into the site, as a local build resolves them (unset or set to the default: one stamp). */
export const buildEnv = (): Record<string, string> => ({
  TICKETING_URL: resolveTicketingUrl(process.env.TICKETING_URL),
  GATSBY_PREVIEW_ORIGIN: localPreviewOrigin(),
});

/**
 * What the build depends on: the source files, the variables it bakes in and the
 * current day in the cinema's time zone (the pages list the showtimes still to come
 * when they were built, and the demo programme is relative to the play week).
 */
export function currentBuildStamp(now = new Date()): string {
  const hash = createHash("sha256");
  for (const [name, value] of Object.entries(buildEnv())) hash.update(`${name}=${value}\n`);
  for (const input of INPUTS) {
    for (const file of files(input)) hash.update(file).update(readFileSync(file));
  }
  return `${hash.digest("hex")} ${zonedDate(now, cinemaTimeZone())}`;
}

export const isBuildFresh = (): boolean =>
  existsSync(STAMP) && existsSync("public/index.html") && readFileSync(STAMP, "utf8") === currentBuildStamp();

/**
 * Runs a build of public/ and stamps it with what it was built from: the stamp is taken as the build begins, so a
 * source edited while it runs leaves the build stale rather than marked fresh. Returns the stamp.
 */
export async function buildAndStamp(build: () => Promise<void>): Promise<string> {
  const stamp = currentBuildStamp();
  await build();
  writeFileSync(STAMP, stamp);
  return stamp;
}
