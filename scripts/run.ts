import { spawn } from "node:child_process";

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Builds the site with Gatsby and records what it was built from. */
export async function buildSite(): Promise<void> {
  const { localPreviewOrigin, writeBuildStamp } = await import("./build-stamp");
  await run("npx", ["gatsby", "build"], { GATSBY_PREVIEW_ORIGIN: localPreviewOrigin() });
  writeBuildStamp();
}
