import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { gatsbyServeArgs, gatsbyServeEnv } from "./gatsby-serve";
import { startSiteEnv } from "./start-site-env";

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts `gatsby serve` of the existing build (of the site in `cwd`, ours by default) on a port; resolves once it answers. */
export async function startGatsbyServe(port: number, env: NodeJS.ProcessEnv = {}, cwd?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, gatsbyServeArgs(port, "127.0.0.1"), {
    stdio: "ignore",
    cwd,
    env: { ...process.env, ...gatsbyServeEnv, ...env },
  });
  await waitForUrl(`http://127.0.0.1:${port}/`);
  return child;
}

/** Starts the sandbox on a port with its own data file; resolves once it answers. */
export async function startSandbox(port: number, dbFile: string, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn("node_modules/.bin/tsx", ["sandbox/src/main.ts"], {
    stdio: "ignore",
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DB: dbFile, ...env },
  });
  await waitForUrl(`http://127.0.0.1:${port}/sandbox/health`);
  return child;
}

/** A sandbox and the build served against it (startSandboxedSite): their origins, and how to stop both. */
export interface SandboxedSite {
  siteOrigin: string;
  sandboxOrigin: string;
  stop: () => void;
}

/**
 * The sandbox with fresh demo data in `dataFile`, and `gatsby serve` of the build with the sandbox as its loyalty
 * backend, as `npm start` sets it (startSiteEnv), on the ports given or free ones: what the engine journeys, the
 * screenshot pass and the engines bench drive their browsers against.
 */
export async function startSandboxedSite(options: {
  dataFile: string;
  sitePort?: number;
  sandboxPort?: number;
}): Promise<SandboxedSite> {
  const sitePort = options.sitePort ?? (await freePort());
  const sandboxPort = options.sandboxPort ?? (await freePort());
  const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
  const sandbox = await startSandbox(sandboxPort, options.dataFile);
  try {
    const site = await startGatsbyServe(sitePort, startSiteEnv(sitePort, sandboxOrigin));
    const stop = () => [site, sandbox].forEach((server) => server.kill());
    return { siteOrigin: `http://127.0.0.1:${sitePort}`, sandboxOrigin, stop };
  } catch (error) {
    sandbox.kill();
    throw error;
  }
}
