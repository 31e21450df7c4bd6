import { beforeAll, describe, expect, it } from "vitest";
import { loadLintConfig, ZONE_RULE, zoneMessages } from "./zone-messages";

// src/domain's zones of eslint.config.mjs (docs/architecture.md, "Folders") on sample imports.
beforeAll(loadLintConfig, 60_000);

describe("src/lib sits below src/content", () => {
  it("refuses an import of src/content", async () => {
    expect(await zoneMessages("src/lib/sample.ts", 'import type { Content } from "../content/load-content";')).toEqual([
      ZONE_RULE,
    ]);
  });

  it("takes the domain types from src/domain", async () => {
    expect(await zoneMessages("src/lib/programme/sample.ts", 'import type { Film } from "../../domain/film";')).toEqual([]);
  });
});

describe("src/domain imports nothing from src but itself", () => {
  it.each([
    'import { frenchTypography } from "../lib/french-typography";',
    'import { loadContent } from "../content/load-content";',
    'import { paths } from "../config/paths";',
  ])("refuses %s", async (source) => {
    expect(await zoneMessages("src/domain/sample.ts", source)).toEqual([ZONE_RULE]);
  });

  it.each(['import { FILM_TAGS } from "./film-values";', 'import { z } from "zod";'])("accepts %s", async (source) => {
    expect(await zoneMessages("src/domain/sample.ts", source)).toEqual([]);
  });
});

describe("the layers that use the domain types may import src/domain", () => {
  it.each([
    ["src/builder/sample.ts", 'import type { Film } from "../domain/film";'],
    ["sandbox/src/config/sample.ts", 'import { LOYALTY_PROVIDERS } from "../../../src/domain/site-values";'],
  ])("%s", async (file, source) => {
    expect(await zoneMessages(file, source)).toEqual([]);
  });
});
