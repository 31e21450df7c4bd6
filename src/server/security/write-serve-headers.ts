import { writeFile } from "node:fs/promises";
import site from "../../../content/site.json";
import { siteSecurityHeaderRules } from "./site-security-headers";

/** The rules for scripts/serve-security-headers.cjs: `gatsby serve` does not apply gatsby-config's `headers`. */
export async function writeServeHeaders(file: string): Promise<void> {
  await writeFile(file, JSON.stringify({ pathPrefix: site.pathPrefix, rules: siteSecurityHeaderRules() }, null, 2));
}
