import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { readMigrations } from "./migrate";

const dir = mkdtempSync(join(tmpdir(), "loyalty-db-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("openDatabase", () => {
  it("creates the folder, sets the pragmas and applies each numbered migration once", () => {
    const file = join(dir, "nested", "loyalty.sqlite");
    const first = openDatabase(file);
    expect(first.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(first.pragma("synchronous", { simple: true })).toBe(1);
    expect(first.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(first.pragma("busy_timeout", { simple: true })).toBe(5000);
    first.close();

    const again = openDatabase(file);
    const applied = again.prepare<[], { version: number }>("SELECT version FROM schema_migrations ORDER BY version").all();
    expect(applied.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
    expect(applied.map((row) => row.version)).toEqual([1, 2, 3, 4]);
    again.close();
  });
});
