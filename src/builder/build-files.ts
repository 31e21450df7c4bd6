import { constants, existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ResponsiveImage } from "../domain/responsive-image";
import { IMAGE_FORMATS, imageUrl } from "../lib/responsive-image";

/**
 * The files a build names by their content's hash, as paths under public/: webpack's scripts
 * (`[name]-[contenthash].js`), style sheet (`[name].[contenthash].css`) and the licence files terser writes
 * beside them; webpack's asset modules (the fonts) in static/; the operators' pictures (writers/write-images.ts).
 * No part of such a path climbs out (`../`) or hides (`.name`).
 */
const HASHED_FILES = [
  /^[\w~][\w.~-]*[-.][0-9a-f]{16,}\.(?:js|css|js\.LICENSE\.txt)$/,
  /^static\/[\w~][\w.~-]*-[0-9a-f]{16,}\.\w+$/,
  /^images\/[\w-]+\/[\w~][\w.~-]*-[0-9a-f]{10}-\d+\.(?:avif|webp|jpg)$/,
];

export const isHashedBuildFile = (name: string): boolean => HASHED_FILES.some((pattern) => pattern.test(name));

/** The lists of those files, in .cache/ (kept between builds, and never served). */
const recordFile = (root: string, name: "webpack" | "images" | "kept") =>
  path.join(root, ".cache", "build-files", `${name}.json`);
const publicFile = (root: string, name: string) => path.join(root, "public", name);

/** The hashed files of the builds public/ answers for: this one's, and the previous one's (null: not known). */
interface KeptBuilds {
  current: string[];
  previous: string[] | null;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

async function readRecord<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function writeRecord(file: string, record: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(record));
}

/** Records the hashed files one part of this build wrote: webpack (BuildFilesPlugin) or the pictures (createPages). */
export const recordBuildFiles = (root: string, part: "webpack" | "images", names: readonly string[]): Promise<void> =>
  writeRecord(recordFile(root, part), names.filter(isHashedBuildFile));

/** Every file of a picture cut into widths and formats, as paths under public/. */
export const imageFiles = (images: readonly ResponsiveImage[]): string[] =>
  images.flatMap((image) =>
    image.widths.flatMap((width) => (image.formats ?? IMAGE_FORMATS).map((format) => imageUrl(image, width, format).slice(1))),
  );

async function hashedFilesIn(root: string): Promise<string[]> {
  const names = (await readdir(path.join(root, "public"), { recursive: true })).map((name) => name.split(path.sep).join("/"));
  // A file of the project's static/ folder is copied into public/ by every build, whatever its name.
  return names.filter((name) => isHashedBuildFile(name) && !existsSync(path.join(root, "static", name)));
}

/**
 * Leaves in public/ the hashed files of this build and of the previous one, and removes the older builds':
 * Gatsby never empties public/, and every build brings new names (the app's script carries the build time). A
 * page of the previous build still open asks for its own files (issue 34). When no record says what the
 * previous build was (the first build, or Gatsby emptied .cache/), nothing is removed this time.
 * Returns the files removed.
 */
export async function keepThisAndPreviousBuild(root: string): Promise<string[]> {
  const scripts = await readRecord<string[]>(recordFile(root, "webpack"));
  if (!scripts) throw new Error(`${recordFile(root, "webpack")} is missing: BuildFilesPlugin did not run in this build.`);
  const current = [...scripts, ...((await readRecord<string[]>(recordFile(root, "images"))) ?? [])];
  const previous = (await readRecord<KeptBuilds>(recordFile(root, "kept")))?.current ?? null;
  const kept = new Set([...current, ...(previous ?? [])]);
  const removed = previous ? (await hashedFilesIn(root)).filter((name) => !kept.has(name)) : [];
  await Promise.all(removed.map((name) => rm(publicFile(root, name), { force: true })));
  await writeRecord(recordFile(root, "kept"), { current, previous } satisfies KeptBuilds);
  return removed;
}

async function copyUnlessThere(from: string, to: string): Promise<boolean> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await copyFile(from, to, constants.COPYFILE_EXCL);
    return true;
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Copies into the public/ of the build in `toRoot` the hashed files of the build in `fromRoot` (its own, not
 * those it kept from the build before it) and records them as the previous build's: once in service, the new
 * build answers a page of the old one still open, until the next build takes over. A recorded name that is
 * not a hashed file's (`../`) is skipped; a file both builds have is left as the new build wrote it.
 * Returns how many files were copied.
 */
export async function carryOverBuildFiles(fromRoot: string, toRoot: string): Promise<number> {
  const from = await readRecord<KeptBuilds>(recordFile(fromRoot, "kept"));
  if (!from) return 0;
  const names = from.current.filter(isHashedBuildFile);
  let copied = 0;
  for (const name of names) if (await copyUnlessThere(publicFile(fromRoot, name), publicFile(toRoot, name))) copied += 1;
  const to = await readRecord<KeptBuilds>(recordFile(toRoot, "kept"));
  await writeRecord(recordFile(toRoot, "kept"), { current: to?.current ?? [], previous: names } satisfies KeptBuilds);
  return copied;
}
