import type { ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import { isBuildFresh } from "../scripts/build-stamp";
import { freePort, startGatsbyServe } from "../scripts/local-servers";
import { buildSite } from "../scripts/run";

export interface ServedSite {
  port: number;
  server: ChildProcess;
}

/** The production build (built first when stale) under `gatsby serve` on a free port. */
export async function serveBuiltSite(): Promise<ServedSite> {
  if (!isBuildFresh()) await buildSite();
  const port = await freePort();
  return { port, server: await startGatsbyServe(port) };
}

/** The path of the first film of the content (by file name), the film page every bench measures. */
export function firstFilmPath(): string {
  const slug = readdirSync("content/films")
    .filter((name) => name.endsWith(".json"))
    .sort()[0]!
    .replace(/\.json$/, "");
  return `/films/${slug}/`;
}
