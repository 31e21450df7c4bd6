import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";

/** How `run` starts a command. */
export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Its output goes to this file (a job running beside others), whose last lines an error then carries. */
  logFile?: string;
  /**
   * At idle priority: it only takes the CPU time the other jobs leave (a build that may finish while the tests run).
   * Niceness alone is not enough where the kernel groups processes by session (autogroup): the command gets a
   * session of its own, whose group is made nice too, and is killed with this process.
   */
  idle?: boolean;
}

/** Lowest priority: the scheduler weighs a nice-19 job at about 1.5 % of a normal one. */
const IDLE_NICENESS = 19;

/**
 * The idle jobs still running: in sessions of their own, they would outlive this process, and a Ctrl-C at the
 * terminal does not reach them. They end with it, whether it exits or is interrupted.
 */
const idleJobs = new Set<number>();

function endIdleJobs() {
  for (const pid of idleJobs) {
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

let watchingIdleJobs = false;

function watchIdleJobs() {
  if (watchingIdleJobs) return;
  watchingIdleJobs = true;
  process.once("exit", endIdleJobs);
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)
    process.once(signal, () => {
      endIdleJobs();
      process.exit(code);
    });
}

/**
 * An idle job's command line: a shell that makes its session's group nice, where the kernel groups sessions
 * (Linux's autogroup; elsewhere the write fails, unseen, and the command's own niceness is enough), then becomes the
 * command at idle niceness. Done by the job itself, before the command runs: never a moment at normal weight.
 */
const idleCommand = (command: string, args: string[]): [string, string[]] => [
  "sh",
  [
    "-c",
    `{ echo ${IDLE_NICENESS} > /proc/self/autogroup; } 2>/dev/null; exec nice -n ${IDLE_NICENESS} "$@"`,
    "sh",
    command,
    ...args,
  ],
];

/** Runs a command; resolves on exit 0, rejects otherwise. Its output is the terminal's unless `logFile` is given. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<void> {
  const { env = {}, cwd, logFile, idle = false } = options;
  return new Promise((resolve, reject) => {
    const log = logFile ? openSync(logFile, "w") : null;
    const [program, programArgs] = idle ? idleCommand(command, args) : [command, args];
    const child = spawn(program, programArgs, {
      stdio: log === null ? "inherit" : ["ignore", log, log],
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      detached: idle,
    });
    if (idle && child.pid !== undefined) {
      watchIdleJobs();
      idleJobs.add(child.pid);
    }
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (child.pid !== undefined) idleJobs.delete(child.pid);
      if (log !== null) closeSync(log);
      if (code === 0) return resolve();
      const tail = logFile ? `\n${readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n")}\n(whole log: ${logFile})` : "";
      reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})${tail}`));
    });
  });
}

/**
 * Builds the site with Gatsby and records what it was built from. `forNetlify`: as Netlify builds it, through its
 * adapter (scripts/netlify-build.ts); the pages are the same, with the host's files beside them.
 */
export async function buildSite({ forNetlify = false } = {}): Promise<void> {
  const { buildAndStamp, localPreviewOrigin } = await import("./build-stamp");
  const { keepAdapterFunctions, netlifyBuildEnv } = await import("./netlify-build");
  const host = forNetlify ? netlifyBuildEnv() : {};
  const stamp = await buildAndStamp(() =>
    run("npx", ["gatsby", "build"], { env: { ...host, GATSBY_PREVIEW_ORIGIN: localPreviewOrigin() } }),
  );
  if (forNetlify) keepAdapterFunctions(stamp);
}
