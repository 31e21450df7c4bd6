import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PROJECT_FILES } from "./scratch-site";

describe("a scratch copy of the project", () => {
  it("copies files that exist (a missing one stops the settings variant's build), Gatsby's own among them", () => {
    expect(PROJECT_FILES.filter((file) => !existsSync(file))).toEqual([]);
    const gatsbyFiles = readdirSync(".").filter((file) => /^gatsby-[\w-]+\.tsx?$/.test(file));
    expect(gatsbyFiles.filter((file) => !PROJECT_FILES.includes(file))).toEqual([]);
  });
});
