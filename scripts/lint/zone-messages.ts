import { resolve } from "node:path";
import { ESLint, Linter } from "eslint";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

// The import-x/no-restricted-paths zones of eslint.config.mjs, run on samples placed where they would be linted
// (the imported modules exist; the sample files need not).
const ROOT = resolve(__dirname, "../..");
export const ZONE_RULE = "import-x/no-restricted-paths";
const eslint = new ESLint({ cwd: ROOT });
const linter = new Linter({ configType: "flat", cwd: ROOT });

/** eslint.config.mjs and its plugins take seconds to load: a test file's beforeAll loads them once. */
export const loadLintConfig = () => eslint.calculateConfigForFile("gatsby-node.ts");

/** The rules that refuse `source` in `file` (a path from the repository's root), zones only. */
export async function zoneMessages(file: string, source: string): Promise<string[]> {
  return (await zoneRefusals(file, source)).map((message) => message.ruleId ?? message.message);
}

/** What the zones say refusing `source` in `file`: each refusal's text. */
export async function zoneTexts(file: string, source: string): Promise<string[]> {
  return (await zoneRefusals(file, source)).map((message) => message.message);
}

/** Each sample file's configuration, computed once. */
const configs = new Map<string, Promise<Linter.Config>>();

async function zoneRefusals(file: string, source: string): Promise<Linter.LintMessage[]> {
  if (!configs.has(file)) configs.set(file, eslint.calculateConfigForFile(file) as Promise<Linter.Config>);
  const config = await configs.get(file)!;
  return linter.verify(
    source,
    [
      {
        files: ["**/*.{ts,tsx}"],
        languageOptions: { parser: tseslint.parser },
        plugins: { "import-x": importX as unknown as ESLint.Plugin },
        settings: config.settings ?? {},
        rules: { [ZONE_RULE]: config.rules?.[ZONE_RULE] ?? "off" },
      },
    ],
    resolve(ROOT, file),
  );
}
