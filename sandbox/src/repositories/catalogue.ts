import type { SandboxDatabase } from "../db/database";

export interface GiftCardRow {
  card_number: string;
  balance_cents: number;
  currency: string;
  expires_at: string;
  status: "ACTIVE" | "CANCELLED";
}

export interface MembershipItemRow {
  code: string;
  cinema_id: string;
  grouping_id: number;
  grouping_name: string;
  description: string;
  member_level_id: number;
  member_level_name: string;
  price_cents: number;
  sort_order: number;
}

export interface EVoucherRow {
  id: string;
  cinema_id: string;
  description: string;
  price_cents: number;
  valid_days: number;
  sort_order: number;
}

/** What the box office sells: gift cards, memberships and e-vouchers (rewards live in rewards.ts). */
export function catalogueRepository(db: SandboxDatabase) {
  const giftCard = db.prepare<[string], GiftCardRow>("SELECT * FROM gift_cards WHERE card_number = ?");
  const insertGiftCard = db.prepare<GiftCardRow>(
    `INSERT INTO gift_cards (card_number, balance_cents, currency, expires_at, status)
     VALUES (@card_number, @balance_cents, @currency, @expires_at, @status)`,
  );
  const memberships = db.prepare<[string], MembershipItemRow>(
    "SELECT * FROM membership_items WHERE cinema_id = ? ORDER BY grouping_id, sort_order, code",
  );
  const membership = db.prepare<[string], MembershipItemRow>("SELECT * FROM membership_items WHERE code = ?");
  const insertMembership = db.prepare<MembershipItemRow>(
    `INSERT INTO membership_items (code, cinema_id, grouping_id, grouping_name, description, member_level_id,
       member_level_name, price_cents, sort_order)
     VALUES (@code, @cinema_id, @grouping_id, @grouping_name, @description, @member_level_id,
       @member_level_name, @price_cents, @sort_order)`,
  );
  const eVouchers = db.prepare<[string], EVoucherRow>(
    "SELECT * FROM evoucher_concessions WHERE cinema_id = ? ORDER BY sort_order, id",
  );
  const insertEVoucher = db.prepare<EVoucherRow>(
    `INSERT INTO evoucher_concessions (id, cinema_id, description, price_cents, valid_days, sort_order)
     VALUES (@id, @cinema_id, @description, @price_cents, @valid_days, @sort_order)`,
  );

  return {
    giftCard: (cardNumber: string) => giftCard.get(cardNumber),
    insertGiftCard: (row: GiftCardRow) => insertGiftCard.run(row),
    membershipItems: (cinemaId: string) => memberships.all(cinemaId),
    membershipItem: (code: string) => membership.get(code),
    insertMembershipItem: (row: MembershipItemRow) => insertMembership.run(row),
    eVouchers: (cinemaId: string) => eVouchers.all(cinemaId),
    insertEVoucher: (row: EVoucherRow) => insertEVoucher.run(row),
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
