import { createHash } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { carryOverBuildFiles } from "../src/builder/build-files";
import { zonedDate } from "../src/lib/play-week";
import { localPreviewOrigin } from "./build-stamp";
import { CHECK_EVERY_MS, cinemaTimeZone, rebuildDue, RETRY_AFTER_FAILURE_MS, type ServedBuild } from "./daily-rebuild";
import { BEHIND_FRONT_DOOR_ENV, openFrontDoor, type FrontDoor } from "./front-door";
import { gatsbyServeArgs, gatsbyServeEnv } from "./gatsby-serve";
import { freePort, waitForUrl } from "./local-servers";
import { buildScratchSite, copyProjectInto } from "./scratch-site";
import { supervise, type SupervisedProcess, type SuperviseOptions } from "./supervise";

export interface Served {
  dir: string;
  port: number;
  server: SupervisedProcess;
}

/** The two scratch copies a daily rebuild alternates between: one serves while the other builds. */
const SLOTS = ["a", "b"].map((slot) =>
  path.join(tmpdir(), `cinema-start-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`, slot),
);

/**
 * How `npm start` runs the `gatsby serve` of the build in `dir`: on a loopback port of its own behind the front door,
 * whose X-Forwarded-For it believes (TRUST_PROXY, whatever the caller's environment says).
 */
export const gatsbyServeBehindDoor = (dir: string, port: number, env: NodeJS.ProcessEnv): SuperviseOptions => ({
  name: "gatsby serve",
  command: process.execPath,
  args: gatsbyServeArgs(port, "127.0.0.1"),
  cwd: dir,
  env: { ...env, ...gatsbyServeEnv, ...BEHIND_FRONT_DOOR_ENV },
});

/** `gatsby serve` of the build in `dir`, supervised; resolves once it answers. */
async function serve(dir: string, env: NodeJS.ProcessEnv): Promise<Served> {
  const port = await freePort();
  const server = supervise(gatsbyServeBehindDoor(dir, port, env));
  try {
    await waitForUrl(`http://127.0.0.1:${port}/`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { dir, port, server };
}

/** A fresh copy of the project built in a slot (the images already encoded are kept). */
async function buildInSlot(slot: string): Promise<void> {
  copyProjectInto(slot);
  const images = path.join(".cache", "cinema-images");
  if (existsSync(images)) cpSync(images, path.join(slot, images), { recursive: true });
  await buildScratchSite(slot, { GATSBY_PREVIEW_ORIGIN: localPreviewOrigin() });
}

/**
 * Puts the build in `next` in service: it also answers the hashed files of the build in service, which a
 * page of that build still open asks for after the switch, until the next build takes over (docs/decisions.md).
 * Once its server answers, the door sends every request to it; the caller then stops the old server.
 */
export async function handOver(
  door: FrontDoor,
  current: Served,
  next: string,
  serveBuild: (dir: string) => Promise<Served>,
): Promise<Served> {
  await carryOverBuildFiles(current.dir, next);
  const served = await serveBuild(next);
  door.switchTo(served.port);
  return served;
}

/**
 * Serves the project's build on `port` and, each time a new day begins in the cinema's time zone, builds the
 * site again in a scratch copy while the current build keeps serving; once the new one answers, the front
 * door switches to it and the old server stops. A failed rebuild leaves the current build in service.
 */
export async function serveSiteDaily(port: number, host: string, env: NodeJS.ProcessEnv) {
  const timeZone = cinemaTimeZone();
  let current = await serve(process.cwd(), env);
  const door = await openFrontDoor(port, host, current.port);
  const state: ServedBuild = { day: zonedDate(new Date(), timeZone), building: false, failedAt: null };

  const rebuild = async () => {
    state.building = true;
    const day = zonedDate(new Date(), timeZone);
    console.log(`\nA new day (${day}, ${timeZone}): building the site again; the current build keeps serving.`);
    try {
      const slot = SLOTS.find((dir) => dir !== current.dir)!;
      await buildInSlot(slot);
      const old = current;
      current = await handOver(door, current, slot, (dir) => serve(dir, env));
      Object.assign(state, { day, failedAt: null });
      await old.server.stop();
      console.log(`The build of ${day} is in service (${slot}).`);
    } catch (error) {
      state.failedAt = Date.now();
      console.error(
        `The rebuild failed (${(error as Error).message}); the previous build keeps serving, next try in ${RETRY_AFTER_FAILURE_MS / 60_000} min.`,
      );
    } finally {
      state.building = false;
    }
  };
  const timer = setInterval(() => {
    if (rebuildDue(state, new Date(), timeZone)) void rebuild();
  }, CHECK_EVERY_MS);

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([door.close(), current.server.stop()]);
    },
  };
}
