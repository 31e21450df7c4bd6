import type { SandboxDatabase } from "../db/database";

export type MailKind = "reset-code" | "activation-code" | "username-reminder";

export interface OutboxRow {
  id: number;
  to_address: string;
  kind: MailKind;
  subject: string;
  body: string;
  /** JSON object: the values a test needs (code, link, username). */
  data: string;
  created_at: string;
}

export type NewMail = Omit<OutboxRow, "id">;

export function outboxRepository(db: SandboxDatabase) {
  const insert = db.prepare<NewMail>(
    `INSERT INTO outbox (to_address, kind, subject, body, data, created_at)
     VALUES (@to_address, @kind, @subject, @body, @data, @created_at)`,
  );
  const all = db.prepare<[], OutboxRow>("SELECT * FROM outbox ORDER BY id DESC LIMIT 200");
  const to = db.prepare<[string], OutboxRow>("SELECT * FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 200");

  return {
    send: (mail: NewMail) => insert.run(mail),
    /** Newest first. */
    list: (address?: string) => (address === undefined ? all.all() : to.all(address)),
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
