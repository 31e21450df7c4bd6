import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type StatementResultingChanges } from "node:sqlite";
import { MIGRATIONS_DIR, migrate } from "./migrate";

type BindArgs<Params> = Params extends unknown[] ? Params : [Params];

/** A prepared statement, typed by its parameters (a tuple, or one object for @named ones) and its row. */
export interface Statement<Params, Row> {
  get(...params: BindArgs<Params>): Row | undefined;
  all(...params: BindArgs<Params>): Row[];
  run(...params: BindArgs<Params>): StatementResultingChanges;
}

/** The data file as the repositories use it: typed statements and synchronous transactions. */
export interface SandboxDatabase {
  prepare<Params = unknown[], Row = unknown>(sql: string): Statement<Params, Row>;
  exec(sql: string): void;
  /** Runs `work` in one transaction (a savepoint inside another) and commits, or rolls back if it throws. */
  transaction<T>(work: () => T): T;
  /** Closes the file; closing it again does nothing. */
  close(): void;
}

/** Opens (creating it and its folder if needed) and migrates the data file. */
export function openDatabase(file: string, migrationsDir = MIGRATIONS_DIR): SandboxDatabase {
  mkdirSync(dirname(file), { recursive: true });
  // Unknown named parameters allowed: an update statement binds the fields it sets from a whole row.
  const sqlite = new DatabaseSync(file, { timeout: 5000, enableForeignKeyConstraints: true, allowUnknownNamedParameters: true });
  sqlite.exec("PRAGMA journal_mode = WAL");
  // NORMAL in WAL mode loses nothing on a process crash (kill -9), only on a power cut.
  sqlite.exec("PRAGMA synchronous = NORMAL");
  const db: SandboxDatabase = {
    prepare: <Params, Row>(sql: string) => sqlite.prepare(sql) as unknown as Statement<Params, Row>,
    exec: (sql) => sqlite.exec(sql),
    transaction: (work) => inTransaction(sqlite, work),
    close: () => {
      if (sqlite.isOpen) sqlite.close();
    },
  };
  migrate(db, migrationsDir);
  return db;
}

function inTransaction<T>(sqlite: DatabaseSync, work: () => T): T {
  const nested = sqlite.isTransaction;
  sqlite.exec(nested ? "SAVEPOINT nested_write" : "BEGIN");
  try {
    const result = work();
    if (result instanceof Promise) throw new TypeError("A transaction's work must be synchronous");
    sqlite.exec(nested ? "RELEASE nested_write" : "COMMIT");
    return result;
  } catch (error) {
    sqlite.exec(nested ? "ROLLBACK TO nested_write; RELEASE nested_write" : "ROLLBACK");
    throw error;
  }
}
