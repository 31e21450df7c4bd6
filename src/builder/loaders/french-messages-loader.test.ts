import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compileMessages } from "../../i18n/compile-messages";
import { frMessages } from "../../i18n/fr-FR";

type Loader = (this: LoaderContext, source: string) => string;
interface LoaderContext {
  resourcePath: string;
  getOptions(): { messagesFile: string; intlModule: string };
  addDependency(file: string): void;
}

const loader = createRequire(import.meta.url)("./french-messages-loader.cjs") as Loader;
const SRC = path.resolve(__dirname, "../..");
const INTL_MODULE = path.join(SRC, "i18n/site-intl.ts");
let messagesFile = "";

beforeAll(() => {
  messagesFile = path.join(mkdtempSync(path.join(tmpdir(), "fr-messages-")), "french-messages.json");
  writeFileSync(messagesFile, JSON.stringify(compileMessages(frMessages)));
});

/** Runs the loader on a module of the site as webpack would. */
function load(resourcePath: string, source = readFileSync(resourcePath, "utf8")): string {
  const context: LoaderContext = {
    resourcePath,
    getOptions: () => ({ messagesFile, intlModule: INTL_MODULE }),
    addDependency: () => undefined,
  };
  return loader.call(context, source);
}

/** The message ids a loaded module registers. */
function registeredIds(output: string): string[] {
  const call = /__registerFrenchMessages\((.*)\);\n$/.exec(output);
  return call?.[1] ? Object.keys(JSON.parse(call[1]) as object) : [];
}

describe("French messages loader", () => {
  it("appends the French texts of the ids a module defines, compiled", () => {
    const source = `export const m = defineMessages({ a: { id: "layout.skipToContent", defaultMessage: "Skip" } });`;
    const output = load(path.join(SRC, "x/messages.ts"), source);
    expect(output).toContain(`from ${JSON.stringify(INTL_MODULE)}`);
    expect(registeredIds(output)).toEqual(["layout.skipToContent"]);
  });

  it("drops the English default of a message that has its French text, and only of those", () => {
    const source = `export const m = defineMessages({
  a: { id: "layout.skipToContent", defaultMessage: "Skip to \\"main\\" content" },
  b: {
    id: "layout.mainNavigation",
    defaultMessage:
      'Main navigation',
  },
  c: { id: "not.translated", defaultMessage: "Kept in English" },
});`;
    const output = load(path.join(SRC, "x/messages.ts"), source);
    expect(output).toContain(`a: { id: "layout.skipToContent", defaultMessage: "" },`);
    expect(output).toContain(`id: "layout.mainNavigation",\n    defaultMessage:\n      "",`);
    expect(output).toContain(`c: { id: "not.translated", defaultMessage: "Kept in English" },`);
    expect(output).not.toMatch(/Skip to|Main navigation/);
    expect(registeredIds(output)).toEqual(["layout.skipToContent", "layout.mainNavigation"]);
  });

  it("leaves modules without message definitions alone", () => {
    const source = `export const x = { id: "layout.skipToContent" };`;
    expect(load(path.join(SRC, "x/y.ts"), source)).toBe(source);
  });

  it("registers, across the site's modules, the French text of every message", () => {
    const modules = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("test/"),
    );
    const registered = new Set(modules.flatMap((file) => registeredIds(load(path.join(SRC, file)))));
    expect(Object.keys(frMessages).filter((id) => !registered.has(id))).toEqual([]);
  });
});
