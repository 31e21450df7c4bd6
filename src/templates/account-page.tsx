import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { AccountPageContent } from "../features/loyalty/account/account-page-content";
import type { AccountFilm } from "../features/loyalty/account/favorite-films-list";
import { accountMessages } from "../features/loyalty/account/messages";
import { siteIntl } from "../i18n/site-intl";

export interface AccountPageContext {
  films: AccountFilm[];
}

export default function AccountPage({ pageContext: { films } }: PageProps<object, AccountPageContext>) {
  return <AccountPageContent films={films} />;
}

export const Head: HeadFC<object, AccountPageContext> = () => (
  <Seo
    title={siteIntl.formatMessage(accountMessages.title)}
    description={siteIntl.formatMessage(accountMessages.description, { cinema: siteConfig.name })}
    path={paths.account()}
    noindex
  />
);
