import type { SandboxDatabase } from "../db/database";

export type CardType = "DEMATERIALIZED" | "PHYSICAL";

export interface CardRow {
  card_number: string;
  member_id: number | null;
  card_type: CardType;
  is_primary: 0 | 1;
  status: "ACTIVE" | "LOST";
  added_at: string | null;
}

export function cardRepository(db: SandboxDatabase) {
  const find = db.prepare<[string], CardRow>("SELECT * FROM cards WHERE card_number = ?");
  const ofMember = db.prepare<[number], CardRow>(
    "SELECT * FROM cards WHERE member_id = ? ORDER BY is_primary DESC, added_at, card_number",
  );
  const primary = db.prepare<[number], CardRow>(
    "SELECT * FROM cards WHERE member_id = ? AND status = 'ACTIVE' ORDER BY is_primary DESC, added_at LIMIT 1",
  );
  const insert = db.prepare<CardRow>(
    `INSERT INTO cards (card_number, member_id, card_type, is_primary, status, added_at)
     VALUES (@card_number, @member_id, @card_type, @is_primary, @status, @added_at)`,
  );
  const attach = db.prepare<[number, string, string]>(
    "UPDATE cards SET member_id = ?, added_at = ?, status = 'ACTIVE' WHERE card_number = ? AND member_id IS NULL",
  );
  const markLost = db.prepare<[string]>("UPDATE cards SET status = 'LOST', is_primary = 0 WHERE card_number = ?");
  const remove = db.prepare<[string, number]>("DELETE FROM cards WHERE card_number = ? AND member_id = ?");

  return {
    find: (cardNumber: string) => find.get(cardNumber),
    ofMember: (memberId: number) => ofMember.all(memberId),
    /** The card shown as the member's cardNumber: the primary one, else the oldest active one. */
    primaryOf: (memberId: number) => primary.get(memberId),
    insert: (card: CardRow) => insert.run(card),
    attach: (cardNumber: string, memberId: number, at: string) => attach.run(memberId, at, cardNumber).changes === 1,
    markLost: (cardNumber: string) => markLost.run(cardNumber),
    remove: (cardNumber: string, memberId: number) => remove.run(cardNumber, memberId).changes === 1,
  };
}

export type CardRepository = ReturnType<typeof cardRepository>;
