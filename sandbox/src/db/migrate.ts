import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SandboxDatabase } from "./database";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((name) => ({ name, match: /^(\d{3})_[\w-]+\.sql$/.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ version: Number(match[1]), name, sql: readFileSync(join(dir, name), "utf8") }))
    .sort((a, b) => a.version - b.version);
}

/** Applies the numbered migrations not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: SandboxDatabase, dir = MIGRATIONS_DIR): number {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare<[], { version: number }>("SELECT version FROM schema_migrations")
      .all()
      .map((row) => row.version),
  );
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const apply = (migration: Migration) => {
    db.exec(migration.sql);
    record.run(migration.version, migration.name, new Date().toISOString());
  };
  let latest = 0;
  for (const migration of readMigrations(dir)) {
    if (!applied.has(migration.version)) db.transaction(() => apply(migration));
    latest = Math.max(latest, migration.version);
  }
  return latest;
}
