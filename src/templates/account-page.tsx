import type { HeadFC, PageProps } from "gatsby";
import { AccountPageContent } from "../features/loyalty/account/account-page-content";
import { AccountSeo } from "../features/loyalty/account/area/account-seo";
import type { AccountFilm } from "../features/loyalty/account/favorite-films-list";

export interface AccountPageContext {
  films: AccountFilm[];
}

/** The member area's overview (`paths.account()`). */
export default function AccountPage({ pageContext: { films } }: PageProps<object, AccountPageContext>) {
  return <AccountPageContent films={films} />;
}

export const Head: HeadFC<object, AccountPageContext> = () => <AccountSeo section="overview" />;
