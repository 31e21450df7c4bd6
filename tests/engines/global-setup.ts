import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startSandboxedSite } from "../../scripts/local-servers";

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
  const site = await startSandboxedSite({
    dataFile: path.join(tmpdir(), `cinema-engines-${process.pid}.sqlite`),
    sitePort: Number(process.env.E2E_SITE_PORT ?? 9000),
    sandboxPort: Number(process.env.E2E_SANDBOX_PORT ?? 4010),
  });
  project.provide("siteOrigin", site.siteOrigin);
  project.provide("sandboxOrigin", site.sandboxOrigin);
  return site.stop;
}
