import { AccountArea } from "../area/account-area";
import { OrderHistory } from "./order-history";
import { TransactionHistory } from "./transaction-history";

/** « Mon historique »: points earned and spent, then orders. */
export function HistoryPageContent() {
  return (
    <AccountArea section="history">
      {() => (
        <>
          <TransactionHistory />
          <OrderHistory />
        </>
      )}
    </AccountArea>
  );
}
