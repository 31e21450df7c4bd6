import type { SandboxDatabase } from "../db/database";
import type { BalanceType } from "./members";

export interface OrderRow {
  order_id: string;
  member_id: number;
  booking_id: string;
  cinema_id: string;
  ordered_at: string;
  status: "COMPLETED" | "REFUNDED";
  total_cents: number;
  film_id: number | null;
  film_title: string | null;
  session_at: string | null;
  screen_name: string | null;
  /** JSON array of { type, description, quantity, unitPriceCents }. */
  items: string;
}

export interface TransactionRow {
  transaction_id: string;
  member_id: number;
  occurred_at: string;
  cinema_id: string;
  type: "EARN" | "REDEEM" | "ADJUST";
  balance_type: BalanceType;
  amount: number;
  description: string;
  order_id: string | null;
  /** The voucher a reward's redemption gave (REDEEM), null otherwise. */
  voucher_code: string | null;
}

export function historyRepository(db: SandboxDatabase) {
  const orders = db.prepare<[number, number], OrderRow>(
    "SELECT * FROM orders WHERE member_id = ? ORDER BY ordered_at DESC, id DESC LIMIT ?",
  );
  const order = db.prepare<[number, string], OrderRow>("SELECT * FROM orders WHERE member_id = ? AND order_id = ?");
  const insertOrder = db.prepare<OrderRow>(
    `INSERT INTO orders (order_id, member_id, booking_id, cinema_id, ordered_at, status, total_cents, film_id,
       film_title, session_at, screen_name, items)
     VALUES (@order_id, @member_id, @booking_id, @cinema_id, @ordered_at, @status, @total_cents, @film_id,
       @film_title, @session_at, @screen_name, @items)`,
  );
  const transactions = db.prepare<[number, number], TransactionRow>(
    "SELECT * FROM transactions WHERE member_id = ? ORDER BY occurred_at DESC, id DESC LIMIT ?",
  );
  const insertTransaction = db.prepare<TransactionRow>(
    `INSERT INTO transactions (transaction_id, member_id, occurred_at, cinema_id, type, balance_type, amount,
       description, order_id, voucher_code)
     VALUES (@transaction_id, @member_id, @occurred_at, @cinema_id, @type, @balance_type, @amount,
       @description, @order_id, @voucher_code)`,
  );

  return {
    orders: (memberId: number, limit: number) => orders.all(memberId, limit),
    order: (memberId: number, orderId: string) => order.get(memberId, orderId),
    insertOrder: (row: OrderRow) => insertOrder.run(row),
    transactions: (memberId: number, limit: number) => transactions.all(memberId, limit),
    insertTransaction: (row: TransactionRow) => insertTransaction.run(row),
  };
}

export type HistoryRepository = ReturnType<typeof historyRepository>;
