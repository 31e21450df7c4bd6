import type { SandboxDatabase } from "../db/database";

export interface SessionRow {
  id: number;
  member_id: number;
  version: 1 | 3;
  token_hash: string;
  refresh_hash: string;
  user_session_id: string | null;
  encrypted_session_id: string | null;
  expires_at: number;
  refresh_expires_at: number;
  created_at: string;
  revoked_at: string | null;
}

export type NewSession = Omit<SessionRow, "id" | "revoked_at">;

export function sessionRepository(db: SandboxDatabase) {
  const insert = db.prepare<NewSession>(
    `INSERT INTO sessions (member_id, version, token_hash, refresh_hash, user_session_id, encrypted_session_id,
       expires_at, refresh_expires_at, created_at)
     VALUES (@member_id, @version, @token_hash, @refresh_hash, @user_session_id, @encrypted_session_id,
       @expires_at, @refresh_expires_at, @created_at)`,
  );
  const liveByToken = db.prepare<[string, number], SessionRow>(
    "SELECT * FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?",
  );
  const liveByRefresh = db.prepare<[string, number], SessionRow>(
    "SELECT * FROM sessions WHERE refresh_hash = ? AND revoked_at IS NULL AND refresh_expires_at > ?",
  );
  const liveByUserSessionId = db.prepare<[string, number], SessionRow>(
    "SELECT * FROM sessions WHERE user_session_id = ? AND revoked_at IS NULL AND expires_at > ?",
  );
  const liveOfMember = db.prepare<[number, number], SessionRow>(
    "SELECT * FROM sessions WHERE member_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY id",
  );
  const revoke = db.prepare<[string, number]>("UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL");
  const revokeMember = db.prepare<[string, number]>(
    "UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL",
  );

  return {
    insert: (session: NewSession): number => Number(insert.run(session).lastInsertRowid),
    findLiveByTokenHash: (hash: string, now: number) => liveByToken.get(hash, now),
    findLiveByRefreshHash: (hash: string, now: number) => liveByRefresh.get(hash, now),
    findLiveByUserSessionId: (id: string, now: number) => liveByUserSessionId.get(id, now),
    /** The member's sessions not ended nor expired, oldest first. */
    liveOfMember: (memberId: number, now: number) => liveOfMember.all(memberId, now),
    revoke: (id: number, at: string) => revoke.run(at, id),
    revokeAllOfMember: (memberId: number, at: string) => revokeMember.run(at, memberId),
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
