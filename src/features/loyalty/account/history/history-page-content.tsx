import type { ReactNode } from "react";
import { AccountArea } from "../area/account-area";
import { OrderHistory } from "./order-history";
import { TransactionHistory } from "./transaction-history";

/** « Mon historique »: points earned and spent, then orders (`eTicketWalletFor`: see OrderHistory). */
export function HistoryPageContent({ eTicketWalletFor }: { eTicketWalletFor: (orderId: string) => ReactNode }) {
  return (
    <AccountArea section="history">
      {() => (
        <>
          <TransactionHistory />
          <OrderHistory eTicketWalletFor={eTicketWalletFor} />
        </>
      )}
    </AccountArea>
  );
}
