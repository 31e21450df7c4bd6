import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type SandboxDatabase } from "./database";
import { migrate, MIGRATIONS_DIR, readMigrations } from "./migrate";

const dir = mkdtempSync(join(tmpdir(), "loyalty-db-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pragma = (db: SandboxDatabase, name: string) => Object.values(db.prepare<[], object>(`PRAGMA ${name}`).get() ?? {})[0];

describe("openDatabase", () => {
  it("creates the folder, sets the pragmas and applies each numbered migration once", () => {
    const file = join(dir, "nested", "loyalty.sqlite");
    const first = openDatabase(file);
    expect(pragma(first, "journal_mode")).toBe("wal");
    expect(pragma(first, "synchronous")).toBe(1);
    expect(pragma(first, "foreign_keys")).toBe(1);
    expect(pragma(first, "busy_timeout")).toBe(5000);
    first.close();

    const again = openDatabase(file);
    const applied = again.prepare<[], { version: number }>("SELECT version FROM schema_migrations ORDER BY version").all();
    expect(applied.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
    expect(applied.map((row) => row.version)).toEqual([1, 2, 3, 4, 5]);
    again.close();
    expect(() => again.close()).not.toThrow();
  });
});

describe("005_redemption_vouchers", () => {
  it("gives the redemptions confirmed before it their voucher code on their transaction, and nothing to the others", () => {
    const before = join(dir, "migrations-1-4");
    mkdirSync(before);
    for (const { name } of readMigrations().filter((migration) => migration.version <= 4))
      copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
    const db = openDatabase(join(dir, "before-005.sqlite"), before);
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

describe("transaction", () => {
  const db = openDatabase(join(dir, "transactions.sqlite"));
  db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)");
  const add = db.prepare<[string]>("INSERT INTO notes (text) VALUES (?)");
  const texts = () =>
    db
      .prepare<[], { text: string }>("SELECT text FROM notes ORDER BY id")
      .all()
      .map((row) => row.text);
  afterAll(() => db.close());

  it("commits the work's writes and returns its result, or keeps none of them when it throws", () => {
    db.exec("DELETE FROM notes");
    expect(db.transaction(() => Number(add.run("kept").lastInsertRowid))).toBeGreaterThan(0);
    expect(() =>
      db.transaction(() => {
        add.run("lost");
        throw new Error("refused");
      }),
    ).toThrow("refused");
    expect(texts()).toEqual(["kept"]);
  });

  it("undoes only an inner transaction that throws, and the whole when the outer one does", () => {
    db.exec("DELETE FROM notes");
    db.transaction(() => {
      add.run("outer");
      expect(() => db.transaction(() => [add.run("inner"), JSON.parse("{")])).toThrow(SyntaxError);
    });
    expect(texts()).toEqual(["outer"]);
    expect(() =>
      db.transaction(() => {
        db.transaction(() => add.run("inner of a failed outer"));
        throw new Error("outer refused");
      }),
    ).toThrow("outer refused");
    expect(texts()).toEqual(["outer"]);
  });

  it("refuses asynchronous work, whose writes would land outside it", () => {
    db.exec("DELETE FROM notes");
    expect(() => db.transaction(() => Promise.resolve(add.run("async")))).toThrow("must be synchronous");
    expect(texts()).toEqual([]);
  });

  it("binds @named parameters from a row that has more fields than the statement uses", () => {
    const rename = db.prepare<{ id: number; text: string; createdAt: string }>("UPDATE notes SET text = @text WHERE id = @id");
    const id = Number(add.run("before").lastInsertRowid);
    expect(rename.run({ id, text: "after", createdAt: "2026-12-06" }).changes).toBe(1);
    expect(texts()).toEqual(["after"]);
  });
});
