import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FilmSummary } from "../../domain/film";

/**
 * Writes the programme's later weeks, one JSON file each (public/programme/{key}.json), loaded by the
 * listing when a visitor asks for them. Files of an earlier build are removed first.
 */
export async function writeProgrammeWeeks(weeks: ReadonlyMap<string, readonly FilmSummary[]>, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await Promise.all([...weeks].map(([key, films]) => writeFile(path.join(dir, `${key}.json`), JSON.stringify(films))));
}
