import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { currentBuildStamp } from "./build-stamp";
import type { RunOptions } from "./run";
import { buildScratchSite, copyProjectInto } from "./scratch-site";

/**
 * The settings variant the end-to-end suite also runs against (tests/e2e-variant/): the loyalty settings
 * are compiled into the bundle, so a site with another provider or a reCAPTCHA key is another build. One
 * variant combines both, to pay for one extra build only: a version-1 site (provider NONE, SPEC §4: the demo's
 * CGR speaks version 3, so version 1 is never run in a browser otherwise) and a reCAPTCHA v3 site key (a token
 * per action).
 */
export const VARIANT_LOYALTY = { provider: "NONE", recaptchaSiteKey: "e2e-variant-site-key" } as const;

/** Where the variant is built: a scratch copy of the project outside it, one per checkout, kept between runs. */
export const variantSiteDir = (): string =>
  path.join(tmpdir(), `cinema-variant-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`);

const stampFile = (dir: string) => path.join(dir, "public", ".build-stamp");
/** The project's own build stamp (sources, baked variables, play week) plus the variant's settings. */
const variantStamp = () => `${currentBuildStamp()} ${JSON.stringify(VARIANT_LOYALTY)}`;

const isVariantFresh = (dir: string) =>
  existsSync(path.join(dir, "public", "index.html")) &&
  existsSync(stampFile(dir)) &&
  readFileSync(stampFile(dir), "utf8") === variantStamp();

/**
 * Builds the variant site unless the last build there is from the same sources; returns its directory. With
 * `logFile`, the build's output goes there (a build running beside other jobs); with `idle`, it only takes the CPU
 * time other jobs leave.
 */
export async function ensureVariantSite({ logFile, idle = false }: Pick<RunOptions, "logFile" | "idle"> = {}): Promise<string> {
  const dir = variantSiteDir();
  if (isVariantFresh(dir)) {
    console.log(`Variant site up to date in ${dir}`);
    return dir;
  }
  // Stamped with the sources as they are copied: one edited during the build leaves the variant stale.
  const stamp = variantStamp();
  copyProjectInto(dir);
  const siteFile = path.join(dir, "content", "site.json");
  const site = JSON.parse(readFileSync(siteFile, "utf8")) as { loyalty: Record<string, unknown> };
  site.loyalty = { ...site.loyalty, ...VARIANT_LOYALTY };
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  const seconds = await buildScratchSite(dir, {}, { logFile, idle });
  writeFileSync(stampFile(dir), stamp);
  console.log(`Variant site (${VARIANT_LOYALTY.provider}, reCAPTCHA key) built in ${seconds.toFixed(0)} s in ${dir}`);
  return dir;
}
