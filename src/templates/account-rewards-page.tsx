import type { HeadFC } from "gatsby";
import { AccountSeo } from "../features/loyalty/account/area/account-seo";
import { RewardsPageContent } from "../features/loyalty/account/rewards/rewards-page-content";

/** « Mes avantages » (`paths.accountRewards()`): its own chunk. */
export default function AccountRewardsPage() {
  return <RewardsPageContent />;
}

export const Head: HeadFC = () => <AccountSeo section="rewards" />;
