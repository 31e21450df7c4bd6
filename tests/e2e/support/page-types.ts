import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One built page per page component (every template and page of the site), read from the build's page data. */
export function onePagePerType(except?: RegExp): string[] {
  const root = path.join("public", "page-data");
  const byComponent = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "page-data.json") {
        const { componentChunkName, path: pagePath } = JSON.parse(readFileSync(file, "utf8")) as {
          componentChunkName: string;
          path: string;
        };
        if (except?.test(componentChunkName)) continue;
        if (!byComponent.has(componentChunkName) || pagePath.length < byComponent.get(componentChunkName)!.length) {
          byComponent.set(componentChunkName, pagePath);
        }
      }
    }
  };
  walk(root);
  return [...byComponent.values()].sort();
}
