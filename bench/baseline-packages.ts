/**
 * What an older commit's package.json asks of the node_modules it is built with: ours, linked into its scratch copy
 * (scripts/scratch-site.ts). Its build is that commit's only where our packages meet its ranges.
 */
import semver from "semver";

export interface PackageManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: { node?: string };
}

/** The parts of a package-lock.json (lockfile version 2 or 3) read: each installed package's version by its path. */
export interface PackageLock {
  packages?: Record<string, { version?: string }>;
}

/** An installed package's version, or undefined when node_modules has none by that name. */
export type InstalledVersion = (name: string) => string | undefined;

const declared = (manifest: PackageManifest) =>
  Object.entries({ ...manifest.devDependencies, ...manifest.dependencies }).sort(([a], [b]) => a.localeCompare(b));

/** What this Node and node_modules do not give the manifest, a line each; none when the build may go ahead. */
export function unmetRequirements(manifest: PackageManifest, installedVersion: InstalledVersion, nodeVersion: string): string[] {
  const unmet: string[] = [];
  const node = manifest.engines?.node;
  if (node && !semver.satisfies(nodeVersion, node)) unmet.push(`Node ${nodeVersion}, where it wants ${node}`);
  for (const [name, range] of declared(manifest)) {
    const installed = installedVersion(name);
    if (installed === undefined) unmet.push(`${name} not installed, where it wants ${range}`);
    else if (semver.validRange(range) === null) unmet.push(`${name} ${installed}, where it wants « ${range} » (not a range)`);
    else if (!semver.satisfies(installed, range)) unmet.push(`${name} ${installed}, where it wants ${range}`);
  }
  return unmet;
}

/** The manifest's own packages installed at another version than the commit's lock held, « name locked → installed ». */
export function versionsBesideLock(manifest: PackageManifest, lock: PackageLock, installedVersion: InstalledVersion): string[] {
  return declared(manifest).flatMap(([name]) => {
    const locked = lock.packages?.[`node_modules/${name}`]?.version;
    const installed = installedVersion(name);
    return locked && installed && locked !== installed ? [`${name} ${locked} → ${installed}`] : [];
  });
}
