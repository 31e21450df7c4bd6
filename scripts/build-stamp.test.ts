import type * as fsModule from "node:fs";
import { describe, expect, it, vi } from "vitest";

/** The sources as the build script reads them: one file, whose text a test changes while its build runs. */
const source = vi.hoisted(() => ({ text: "before", written: new Map<string, string>() }));

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof fsModule>();
  const isSource = (file: unknown) => file === "src/page.tsx";
  return {
    ...fs,
    existsSync: (file: string) => isSource(file) || file === "src",
    statSync: (file: string) => ({ isFile: () => isSource(file) }),
    readdirSync: () => ["page.tsx"],
    readFileSync: (file: string, encoding: BufferEncoding) =>
      isSource(file) ? source.text : (source.written.get(String(file)) ?? fs.readFileSync(file, encoding)),
    writeFileSync: (file: string, text: string) => void source.written.set(String(file), text),
  };
});

const { buildAndStamp, currentBuildStamp } = await import("./build-stamp");

describe("buildAndStamp", () => {
  it("stamps the build with the sources it began from", async () => {
    source.text = "before";
    const stamp = await buildAndStamp(async () => undefined);
    expect(source.written.get("public/.build-stamp")).toBe(stamp);
    expect(stamp).toBe(currentBuildStamp());
  });

  it("leaves a build stale when a source changes while it runs", async () => {
    source.text = "before";
    const before = currentBuildStamp();
    await buildAndStamp(async () => {
      source.text = "edited during the build";
    });
    expect(source.written.get("public/.build-stamp")).toBe(before);
    expect(currentBuildStamp()).not.toBe(before);
  });
});
