import { posix } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkEveryFolderPlaced } from "./layer-zones.mjs";
import { loadLintConfig, ZONE_RULE, zoneMessages, zoneTexts } from "./zone-messages";

// The layers of src/ (eslint.config.mjs, docs/architecture.md): each imports its own and those before it, never one
// after it. A real module of each folder, imported from a sample placed in another.
beforeAll(loadLintConfig, 60_000);

const LAYERS: [folder: string, module: string][][] = [
  [["domain", "src/domain/film.ts"]],
  [["lib", "src/lib/french-typography.ts"]],
  [["config", "src/config/paths.ts"]],
  [["i18n", "src/i18n/locale.ts"]],
  [["content", "src/content/load-content.ts"]],
  [["components", "src/components/seo.tsx"]],
  [["features", "src/features/films/film-page-messages.ts"]],
  [
    ["templates", "src/templates/film-page.tsx"],
    ["pages", "src/pages/cinema.tsx"],
  ],
  [["app", "src/app/root-wrapper.tsx"]],
];
const ORDER = LAYERS.map((layer) => layer.map(([folder]) => folder).join(", ")).join(" → ");

/** A file of `folder` (in a feature, for features: features import no other). */
const sampleIn = (folder: string, name = "sample.ts") =>
  folder === "features" ? `src/features/films/${name}` : `src/${folder}/${name}`;
/** The path from the file to the module, as an import names it. */
const specifierOf = (file: string, module: string) => {
  const specifier = posix.relative(posix.dirname(file), module.replace(/\.tsx?$/, ""));
  return specifier.startsWith(".") ? specifier : `./${specifier}`;
};
const importOf = (file: string, module: string) => `import * as imported from "${specifierOf(file, module)}";`;

/** Every folder with every folder of a later layer: [earlier, its module, later, its module]. */
const pairs = LAYERS.flatMap((layer, index) =>
  layer.flatMap(([lower, lowerModule]) =>
    LAYERS.slice(index + 1)
      .flat()
      .map(([upper, upperModule]) => [lower, lowerModule, upper, upperModule] as const),
  ),
);

describe("an import up the order of the layers is refused, naming both", () => {
  it.each(pairs)("src/%s → src/%s", async (lower, _lowerModule, upper, upperModule) => {
    const file = sampleIn(lower);
    expect(await zoneTexts(file, importOf(file, upperModule))).toEqual([
      `Unexpected path "${specifierOf(file, upperModule)}" imported in restricted zone. Layers import only themselves ` +
        `and those before them (${ORDER}): src/${lower} cannot import src/${upper}; move what both need down.`,
    ]);
  });
});

describe("an import down the order is accepted", () => {
  it.each(pairs.map(([lower, lowerModule, upper]) => [upper, lower, lowerModule] as const))(
    "src/%s → src/%s",
    async (upper, _lower, lowerModule) => {
      const file = sampleIn(upper);
      expect(await zoneMessages(file, importOf(file, lowerModule))).toEqual([]);
    },
  );

  it("the folders of one layer import each other", async () => {
    const file = sampleIn("templates");
    expect(await zoneMessages(file, importOf(file, "src/pages/cinema.tsx"))).toEqual([]);
  });
});

describe("tests hold to the layers, and reach the later ones through src/test", () => {
  const test = sampleIn("components", "sample.test.tsx");

  it("refuses a test's import up the order", async () => {
    expect(await zoneMessages(test, importOf(test, "src/app/root-wrapper.tsx"))).toEqual([ZONE_RULE]);
  });

  it("accepts src/test in tests and test support, and the real proxy handler in test support", async () => {
    const support = "src/features/loyalty/core/test-support/sample.ts";
    expect(await zoneMessages(test, importOf(test, "src/test/render.tsx"))).toEqual([]);
    expect(await zoneMessages(support, importOf(support, "src/server/loyalty-proxy/handle-loyalty-proxy.ts"))).toEqual([]);
  });

  it.each(["src/test/render.tsx", "src/server/config.ts", "src/service-worker/cache-policy.ts"])(
    "refuses %s in the site's own code",
    async (module) => {
      const file = sampleIn("features");
      expect(await zoneMessages(file, importOf(file, module))).toEqual([ZONE_RULE]);
    },
  );
});

describe("every folder of src/ has its place", () => {
  it("refuses a folder in neither the layers nor the side folders", () => {
    expect(() => checkEveryFolderPlaced(["lib", "widgets"], [["lib"]], { test: {} })).toThrow(
      "eslint.config.mjs: place src/widgets in LAYERS or SIDE_FOLDERS.",
    );
    expect(() => checkEveryFolderPlaced(["lib", "test"], [["lib"]], { test: {} })).not.toThrow();
  });
});
