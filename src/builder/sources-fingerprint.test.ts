import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sourcesFingerprint } from "./sources-fingerprint";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project() {
  root = mkdtempSync(path.join(tmpdir(), "fingerprint-"));
  mkdirSync(path.join(root, "src/app/slices"), { recursive: true });
  writeFileSync(path.join(root, "src/app/slices/header.tsx"), "export default function Header() {}\n");
  writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  return root;
}

describe("the slices' sources fingerprint", () => {
  it("is the same while nothing changes", () => {
    const dir = project();
    expect(sourcesFingerprint(dir)).toBe(sourcesFingerprint(dir));
  });

  it("changes when a source is edited, added or removed", () => {
    const dir = project();
    const first = sourcesFingerprint(dir);
    const header = path.join(dir, "src/app/slices/header.tsx");
    writeFileSync(header, "export default function Header() { return null; }\n");
    const edited = sourcesFingerprint(dir);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(dir, "src/app/slices/footer.tsx"), "export default function Footer() {}\n");
    const added = sourcesFingerprint(dir);
    expect(added).not.toBe(edited);
    rmSync(path.join(dir, "src/app/slices/footer.tsx"));
    expect(sourcesFingerprint(dir)).toBe(edited);
  });

  it("changes when a file is saved again with the same size", () => {
    const dir = project();
    const first = sourcesFingerprint(dir);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, "package-lock.json"), later, later);
    expect(sourcesFingerprint(dir)).not.toBe(first);
  });
});
