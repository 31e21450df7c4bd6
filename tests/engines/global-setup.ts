import type { ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startGatsbyServe, startSandbox } from "../../scripts/local-servers";

declare module "vitest" {
  export interface ProvidedContext {
    siteOrigin: string;
    sandboxOrigin: string;
  }
}

/**
 * One sandbox (fresh demo data) and one `gatsby serve` of the production build for every engine journey, on
 * the ports the build's ticketing hand-off expects (E2E_SITE_PORT, E2E_SANDBOX_PORT, as the Chromium suite).
 */
export default async function setup(project: TestProject) {
  const sitePort = Number(process.env.E2E_SITE_PORT ?? 9000);
  const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4010);
  const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
  const servers: ChildProcess[] = [];
  servers.push(await startSandbox(sandboxPort, path.join(tmpdir(), `cinema-engines-${process.pid}.sqlite`)));
  servers.push(await startGatsbyServe(sitePort, { LOYALTY_API_URL: sandboxOrigin }));
  project.provide("siteOrigin", `http://127.0.0.1:${sitePort}`);
  project.provide("sandboxOrigin", sandboxOrigin);
  return () => servers.forEach((server) => server.kill());
}
