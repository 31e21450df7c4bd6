import { beforeAll, describe, expect, it } from "vitest";
import { loadLintConfig, ZONE_RULE, zoneMessages } from "./zone-messages";

beforeAll(loadLintConfig, 60_000);

describe("the build layer is imported by gatsby-node.ts alone", () => {
  it.each([
    ["gatsby-ssr.tsx", 'import { webAppManifest } from "./src/builder/writers/web-app-manifest";'],
    ["gatsby-browser.tsx", 'import { sitePaths } from "./src/builder/pages";'],
    ["tests/e2e/sample.spec.ts", 'import { shellScripts } from "../../src/builder/writers/write-service-worker";'],
    ["tests/engines/sample.ts", 'import { sitePaths } from "../../src/builder/pages";'],
  ])("refuses it in %s", async (file, source) => {
    expect(await zoneMessages(file, source)).toEqual([ZONE_RULE]);
  });

  it.each([
    ["gatsby-node.ts", 'export { createPages } from "./src/builder/create-pages";'],
    ["gatsby-ssr.tsx", 'import { APPLE_TOUCH_ICON } from "./src/config/app-icons";'],
    ["tests/e2e/sample.spec.ts", 'import { EVERY_PAGE_CHUNKS } from "../../src/config/every-page-chunks";'],
  ])("accepts %s importing %s", async (file, source) => {
    expect(await zoneMessages(file, source)).toEqual([]);
  });
});

describe("src/server imports nothing of the pages", () => {
  const SERVER_FILE = "src/server/security/sample.ts";

  it.each([
    'import { startPreview } from "../../features/preview/start-preview";',
    'import { GlobalStyle } from "../../components/global-style";',
    'import FilmPage from "../../templates/film-page";',
    'import { RootWrapper } from "../../app/root-wrapper";',
    'import NotFoundPage from "../../pages/404";',
  ])("refuses %s", async (source) => {
    expect(await zoneMessages(SERVER_FILE, source)).toEqual([ZONE_RULE]);
  });

  it.each([
    'import { previewOrigins } from "../../config/preview-origins";',
    'import { TICKETING_SEGMENTS } from "../../lib/ticketing-segments";',
  ])("accepts %s", async (source) => {
    expect(await zoneMessages(SERVER_FILE, source)).toEqual([]);
  });
});
