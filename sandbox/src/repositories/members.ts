import type { SandboxDatabase } from "../db/database";

export type MemberStatus = "active" | "not_activated" | "blocked";
export type BalanceType = "POINTS" | "VISITS" | "CREDIT";

export interface MemberRow {
  id: number;
  member_id: string;
  club_id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  member_expiry: string;
  member_level_id: number;
  member_level_name: string;
  preferred_cinema_id: string;
  send_newsletter: 0 | 1;
  status: MemberStatus;
  must_change_password: 0 | 1;
  password_hash: string;
  profile: string;
  created_at: string;
  updated_at: string;
}

export type NewMember = Omit<MemberRow, "id">;
export type MemberUpdate = Omit<MemberRow, "id" | "member_id" | "club_id" | "created_at">;

export interface Balance {
  type: BalanceType;
  amount: number;
}

export function memberRepository(db: SandboxDatabase) {
  const byId = db.prepare<[number], MemberRow>("SELECT * FROM members WHERE id = ?");
  const byEmail = db.prepare<[string], MemberRow>("SELECT * FROM members WHERE email = ?");
  const byMemberId = db.prepare<[string], MemberRow>("SELECT * FROM members WHERE member_id = ?");
  const byLogin = db.prepare<[string, string], MemberRow>("SELECT * FROM members WHERE email = ? OR username = ? LIMIT 1");
  const byCard = db.prepare<[string], MemberRow>(
    "SELECT m.* FROM members m JOIN cards c ON c.member_id = m.id WHERE c.card_number = ?",
  );
  const insert = db.prepare<NewMember>(
    `INSERT INTO members (member_id, club_id, email, username, first_name, last_name, phone_number, member_expiry,
       member_level_id, member_level_name, preferred_cinema_id, send_newsletter, status, must_change_password,
       password_hash, profile, created_at, updated_at)
     VALUES (@member_id, @club_id, @email, @username, @first_name, @last_name, @phone_number, @member_expiry,
       @member_level_id, @member_level_name, @preferred_cinema_id, @send_newsletter, @status, @must_change_password,
       @password_hash, @profile, @created_at, @updated_at)`,
  );
  const update = db.prepare<MemberUpdate & { id: number }>(
    `UPDATE members SET email = @email, username = @username, first_name = @first_name, last_name = @last_name,
       phone_number = @phone_number, member_expiry = @member_expiry, member_level_id = @member_level_id,
       member_level_name = @member_level_name, preferred_cinema_id = @preferred_cinema_id,
       send_newsletter = @send_newsletter, status = @status, must_change_password = @must_change_password,
       password_hash = @password_hash, profile = @profile, updated_at = @updated_at
     WHERE id = @id`,
  );
  const remove = db.prepare<[number]>("DELETE FROM members WHERE id = ?");
  const count = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM members");
  const balances = db.prepare<[number], Balance>(
    "SELECT type, amount FROM member_balances WHERE member_id = ? ORDER BY CASE type WHEN 'POINTS' THEN 0 WHEN 'VISITS' THEN 1 ELSE 2 END",
  );
  const setBalance = db.prepare<[number, BalanceType, number]>(
    `INSERT INTO member_balances (member_id, type, amount) VALUES (?, ?, ?)
     ON CONFLICT (member_id, type) DO UPDATE SET amount = excluded.amount`,
  );

  return {
    findById: (id: number) => byId.get(id),
    findByEmail: (email: string) => byEmail.get(email),
    findByMemberId: (memberId: string) => byMemberId.get(memberId),
    /** Login names are the email or the username, case-insensitive. */
    findByLogin: (login: string) => byLogin.get(login, login),
    findByCardNumber: (cardNumber: string) => byCard.get(cardNumber),
    insert: (member: NewMember): number => Number(insert.run(member).lastInsertRowid),
    update: (row: MemberRow, changes: Partial<MemberUpdate>): MemberRow => {
      const next = { ...row, ...changes };
      update.run(next);
      return next;
    },
    delete: (id: number) => remove.run(id),
    count: (): number => count.get()?.n ?? 0,
    balances: (id: number): Balance[] => balances.all(id),
    balance: (id: number, type: BalanceType): number => balances.all(id).find((b) => b.type === type)?.amount ?? 0,
    setBalance: (id: number, type: BalanceType, amount: number) => setBalance.run(id, type, amount),
  };
}

export type MemberRepository = ReturnType<typeof memberRepository>;
