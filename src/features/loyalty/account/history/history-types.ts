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
