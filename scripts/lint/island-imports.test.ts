import { resolve } from "node:path";
import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLintConfig } from "./zone-messages";

// The islands' rules of eslint.config.mjs (docs/architecture.md, "Islands") on sample code placed where it would be
// linted: an island's module and React roots stay out of the pages' first load.
const ROOT = resolve(__dirname, "../..");
const RULE = "no-restricted-imports";
const eslint = new ESLint({ cwd: ROOT });
const linter = new Linter({ configType: "flat", cwd: ROOT });
beforeAll(loadLintConfig, 60_000);

async function refusals(file: string, source: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
  const messages = linter.verify(
    source,
    [
      {
        files: ["**/*.{ts,tsx}"],
        languageOptions: { parser: tseslint.parser },
        rules: { [RULE]: config.rules?.[RULE] ?? "off" },
      },
    ],
    resolve(ROOT, file),
  );
  return messages.map((message) => message.ruleId ?? message.message);
}

describe("an island's module is loaded when the island is wanted", () => {
  it("refuses a page's import of it", async () => {
    expect(await refusals("src/templates/sample.tsx", 'import ListingProgramme from "./film-listing-page.island";')).toEqual([
      RULE,
    ]);
  });

  it("accepts its types and its import() in defineIsland", async () => {
    const source =
      'import type { ListingProgrammeProps } from "./film-listing-page.island";\n' +
      'const load = () => import("./film-listing-page.island");';
    expect(await refusals("src/templates/sample.tsx", source)).toEqual([]);
  });
});

describe("a React root of its own is an island", () => {
  it.each(["src/features/films/sample.tsx", "src/components/sample.tsx", "src/templates/sample.tsx"])(
    "refuses react-dom/client in %s",
    async (file) => {
      expect(await refusals(file, 'import { createRoot } from "react-dom/client";')).toEqual([RULE]);
    },
  );
});
