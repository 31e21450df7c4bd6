import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrate";

export type SandboxDatabase = Database.Database;

/** Opens (creating it and its folder if needed) and migrates the data file. */
export function openDatabase(file: string): SandboxDatabase {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // NORMAL in WAL mode loses nothing on a process crash (kill -9), only on a power cut.
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  migrate(db);
  return db;
}
