import type { SandboxDatabase } from "../db/database";

export interface RewardItemRow {
  item_id: string;
  name: string;
  description: string;
  category: string;
  points_cost: number;
  sort_order: number;
}

export interface RedemptionRow {
  redemption_id: string;
  member_id: number;
  item_id: string;
  quantity: number;
  points_cost: number;
  status: "PENDING" | "CONFIRMED";
  voucher_code: string | null;
  created_at: string;
  expires_at: number;
  confirmed_at: string | null;
}

export function rewardRepository(db: SandboxDatabase) {
  const items = db.prepare<[], RewardItemRow>("SELECT * FROM reward_items ORDER BY sort_order, item_id");
  const item = db.prepare<[string], RewardItemRow>("SELECT * FROM reward_items WHERE item_id = ?");
  const insertItem = db.prepare<RewardItemRow>(
    `INSERT INTO reward_items (item_id, name, description, category, points_cost, sort_order)
     VALUES (@item_id, @name, @description, @category, @points_cost, @sort_order)`,
  );
  const redemption = db.prepare<[string, number], RedemptionRow>(
    "SELECT * FROM redemptions WHERE redemption_id = ? AND member_id = ?",
  );
  const insertRedemption = db.prepare<RedemptionRow>(
    `INSERT INTO redemptions (redemption_id, member_id, item_id, quantity, points_cost, status, voucher_code,
       created_at, expires_at, confirmed_at)
     VALUES (@redemption_id, @member_id, @item_id, @quantity, @points_cost, @status, @voucher_code,
       @created_at, @expires_at, @confirmed_at)`,
  );
  const confirm = db.prepare<[string, string, string]>(
    "UPDATE redemptions SET status = 'CONFIRMED', voucher_code = ?, confirmed_at = ? WHERE redemption_id = ?",
  );

  return {
    items: () => items.all(),
    item: (itemId: string) => item.get(itemId),
    insertItem: (row: RewardItemRow) => insertItem.run(row),
    redemption: (redemptionId: string, memberId: number) => redemption.get(redemptionId, memberId),
    insertRedemption: (row: RedemptionRow) => insertRedemption.run(row),
    confirm: (redemptionId: string, voucherCode: string, at: string) => confirm.run(voucherCode, at, redemptionId),
  };
}

export type RewardRepository = ReturnType<typeof rewardRepository>;
