import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";

/**
 * Runs a command; resolves on exit 0, rejects otherwise. Its output is the terminal's, or with `logFile` goes to
 * that file (a job running beside others), whose last lines the error then carries.
 */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd?: string, logFile?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = logFile ? openSync(logFile, "w") : null;
    const child = spawn(command, args, {
      stdio: log === null ? "inherit" : ["ignore", log, log],
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (log !== null) closeSync(log);
      if (code === 0) return resolve();
      const tail = logFile ? `\n${readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n")}\n(whole log: ${logFile})` : "";
      reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})${tail}`));
    });
  });
}

/** Builds the site with Gatsby and records what it was built from. */
export async function buildSite(): Promise<void> {
  const { localPreviewOrigin, writeBuildStamp } = await import("./build-stamp");
  await run("npx", ["gatsby", "build"], { GATSBY_PREVIEW_ORIGIN: localPreviewOrigin() });
  writeBuildStamp();
}
