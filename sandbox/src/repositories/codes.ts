import type { SandboxDatabase } from "../db/database";

export type CodePurpose = "reset-password" | "activation";

export interface CodeRow {
  code_hash: string;
  purpose: CodePurpose;
  member_id: number;
  expires_at: number;
  used_at: string | null;
}

/** One-time codes (password reset, account activation), stored hashed. */
export function codeRepository(db: SandboxDatabase) {
  const insert = db.prepare<Omit<CodeRow, "used_at">>(
    "INSERT INTO one_time_codes (code_hash, purpose, member_id, expires_at) VALUES (@code_hash, @purpose, @member_id, @expires_at)",
  );
  const live = db.prepare<[string, CodePurpose, number], CodeRow>(
    "SELECT * FROM one_time_codes WHERE code_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?",
  );
  const use = db.prepare<[string, string]>("UPDATE one_time_codes SET used_at = ? WHERE code_hash = ?");

  return {
    insert: (row: Omit<CodeRow, "used_at">) => insert.run(row),
    findLive: (codeHash: string, purpose: CodePurpose, now: number) => live.get(codeHash, purpose, now),
    markUsed: (codeHash: string, at: string) => use.run(at, codeHash),
  };
}

export type CodeRepository = ReturnType<typeof codeRepository>;
