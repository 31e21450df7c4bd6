import type { HeadFC } from "gatsby";
import { AccountSeo } from "../features/loyalty/account/area/account-seo";
import { HistoryPageContent } from "../features/loyalty/account/history/history-page-content";

/** « Mon historique » (`paths.accountHistory()`). */
export default function AccountHistoryPage() {
  return <HistoryPageContent />;
}

export const Head: HeadFC = () => <AccountSeo section="history" />;
