import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { openDatabase } from "./database";
import { migrate, MIGRATIONS_DIR, readMigrations } from "./migrate";

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
    expect(applied.map((row) => row.version)).toEqual([1, 2, 3, 4, 5]);
    again.close();
  });
});

describe("005_redemption_vouchers", () => {
  it("gives the redemptions confirmed before it their voucher code on their transaction, and nothing to the others", () => {
    const before = join(dir, "migrations-1-4");
    mkdirSync(before);
    for (const { name } of readMigrations().filter((migration) => migration.version <= 4))
      copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
    const db = new Database(join(dir, "before-005.sqlite"));
    migrate(db, before);
    const at = "2026-11-20T18:00:00.000Z";
    db.prepare(
      `INSERT INTO members (id, member_id, club_id, email, username, first_name, last_name, status, password_hash, created_at,
         updated_at) VALUES (1, '10000001', '12', 'm@example.fr', 'm@example.fr', 'M', 'D', 'active', 'x', ?, ?)`,
    ).run(at, at);
    db.prepare(
      "INSERT INTO reward_items (item_id, name, description, category, points_cost) VALUES ('RW', 'R', '', '', 150)",
    ).run();
    db.prepare(
      `INSERT INTO redemptions (redemption_id, member_id, item_id, quantity, points_cost, status, voucher_code, created_at,
         expires_at, confirmed_at) VALUES ('R1', 1, 'RW', 1, 150, 'CONFIRMED', 'V12345', ?, 0, ?)`,
    ).run(at, at);
    const transaction = db.prepare(
      `INSERT INTO transactions (transaction_id, member_id, occurred_at, cinema_id, type, balance_type, amount, description)
       VALUES (?, 1, ?, '1042', ?, 'POINTS', ?, 'x')`,
    );
    transaction.run("T1", at, "REDEEM", -150);
    transaction.run("T2", at, "EARN", 40);
    transaction.run("T3", "2026-11-21T18:00:00.000Z", "REDEEM", -250);
    migrate(db);
    const codes = db.prepare<[], { transaction_id: string; voucher_code: string | null }>(
      "SELECT transaction_id, voucher_code FROM transactions ORDER BY transaction_id",
    );
    expect(codes.all()).toEqual([
      { transaction_id: "T1", voucher_code: "V12345" },
      { transaction_id: "T2", voucher_code: null },
      { transaction_id: "T3", voucher_code: null },
    ]);
    db.close();
  });
});
