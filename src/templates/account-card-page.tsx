import type { HeadFC } from "gatsby";
import { AccountSeo } from "../features/loyalty/account/area/account-seo";
import { CardPageContent } from "../features/loyalty/account/card-page-content";
import { MemberCardWallet } from "../features/loyalty/wallet/member-card-wallet";

/** « Ma carte » (`paths.accountCard()`): its own chunk, with the code library loaded on demand. */
export default function AccountCardPage() {
  return <CardPageContent walletFor={(cardNumber) => <MemberCardWallet cardNumber={cardNumber} />} />;
}

export const Head: HeadFC = () => <AccountSeo section="card" />;
