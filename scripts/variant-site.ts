import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { currentBuildStamp } from "./build-stamp";
import { buildScratchSite, copyProjectInto } from "./scratch-site";

/**
 * The settings variant the end-to-end suite also runs against (tests/e2e-variant/): the loyalty settings
 * are compiled into the bundle, so a site with another provider or a reCAPTCHA key is another build. One
 * variant combines both, to pay for one extra build only: BOOST_POS (the live password rules, 84's
 * provider text) and a reCAPTCHA v3 site key (a token per action). It is also built "yesterday"
 * (CINEMA_BUILD_TIME 24 hours back) and served today, as when the operator's daily build did not run:
 * tests/e2e-variant/stale-build.spec.ts checks its first paint shows no past showtime.
 */
export const VARIANT_LOYALTY = { provider: "BOOST_POS", recaptchaSiteKey: "e2e-variant-site-key" } as const;

/** How far back the variant's build clock is set (the stamp keeps the day it was built on: rebuilt daily). */
export const VARIANT_BUILD_AGE_MS = 24 * 3_600_000;

/** Where the variant is built: a scratch copy of the project outside it, one per checkout, kept between runs. */
export const variantSiteDir = (): string =>
  path.join(tmpdir(), `cinema-variant-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`);

const stampFile = (dir: string) => path.join(dir, "public", ".build-stamp");
/** The project's own build stamp (sources, baked variables, play week) plus the variant's settings. */
const variantStamp = () => `${currentBuildStamp()} ${JSON.stringify(VARIANT_LOYALTY)} built-a-day-early`;

const isVariantFresh = (dir: string) =>
  existsSync(path.join(dir, "public", "index.html")) &&
  existsSync(stampFile(dir)) &&
  readFileSync(stampFile(dir), "utf8") === variantStamp();

/**
 * Builds the variant site unless the last build there is from the same sources; returns its directory. With
 * `logFile`, the build's output goes there (a build running beside other jobs).
 */
export async function ensureVariantSite(logFile?: string): Promise<string> {
  const dir = variantSiteDir();
  if (isVariantFresh(dir)) {
    console.log(`Variant site up to date in ${dir}`);
    return dir;
  }
  copyProjectInto(dir);
  const siteFile = path.join(dir, "content", "site.json");
  const site = JSON.parse(readFileSync(siteFile, "utf8")) as { loyalty: Record<string, unknown> };
  site.loyalty = { ...site.loyalty, ...VARIANT_LOYALTY };
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  const buildTime = new Date(Date.now() - VARIANT_BUILD_AGE_MS).toISOString();
  const seconds = await buildScratchSite(dir, { CINEMA_BUILD_TIME: buildTime }, logFile);
  writeFileSync(stampFile(dir), variantStamp());
  console.log(
    `Variant site (${VARIANT_LOYALTY.provider}, reCAPTCHA key, build time ${buildTime}) built in ${seconds.toFixed(0)} s in ${dir}`,
  );
  return dir;
}
