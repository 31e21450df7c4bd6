import type { HeadFC } from "gatsby";
import { AccountSeo } from "../features/loyalty/account/area/account-seo";
import { HistoryPageContent } from "../features/loyalty/account/history/history-page-content";
import { ETicketWallet } from "../features/loyalty/wallet/e-ticket-wallet";

/** « Mon historique » (`paths.accountHistory()`). */
export default function AccountHistoryPage() {
  return <HistoryPageContent eTicketWalletFor={(orderId) => <ETicketWallet orderId={orderId} />} />;
}

export const Head: HeadFC = () => <AccountSeo section="history" />;
