import { mkdirSync, mkdtempSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkInlineScripts, removeAdapterRouteCopies } from "./check-built-pages";

describe("a build over the previous one's public/ (a host's build cache)", () => {
  it("drops the adapter's route copies of the previous build, so its old scripts do not fail this build's check", async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "built-pages-"));
    mkdirSync(path.join(publicDir, "films", "lien"), { recursive: true });
    mkdirSync(path.join(publicDir, "page-data", "films"), { recursive: true });
    writeFileSync(path.join(publicDir, "films", "lien", "index.html"), "<p>this build</p>");
    const stale = path.join(publicDir, "films", "[...].html");
    writeFileSync(stale, "<script>previousBuild()</script>");
    writeFileSync(path.join(publicDir, "page-data", "films", "[...]"), "{}");
    await expect(checkInlineScripts(publicDir)).rejects.toThrow(/films\/\[\.\.\.\]\.html/);

    expect(await removeAdapterRouteCopies(publicDir)).toBe(2);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(path.join(publicDir, "films", "lien", "index.html"))).toBe(true);
    await expect(checkInlineScripts(publicDir)).resolves.toBeUndefined();
  });
});
