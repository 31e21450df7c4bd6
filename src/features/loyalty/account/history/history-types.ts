/** docs/loyalty-api.md "Order" and "Transaction" (only the fields the site shows). */
export interface Order {
  orderId: string;
  orderDate: string;
  status: "COMPLETED" | "REFUNDED";
  totalValue: number;
  currency: string;
  film: { title: string; sessionDateTime: string; screenName: string } | null;
  items: { type: "TICKET" | "CONCESSION" | "MEMBERSHIP"; description: string; quantity: number }[];
}

export interface Transaction {
  transactionId: string;
  date: string;
  type: "EARN" | "REDEEM" | "ADJUST";
  balanceType: "POINTS" | "VISITS" | "CREDIT";
  amount: number;
  description: string;
}

/** An order whose tickets are for a session and still valid (not refunded): it has an e-ticket (docs/gift-cards-and-wallet.md). */
export const hasETicket = (order: Order) =>
  order.status === "COMPLETED" && order.film !== null && order.items.some((item) => item.type === "TICKET");
