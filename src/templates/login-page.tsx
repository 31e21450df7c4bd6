import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { LoginPageContent } from "../features/loyalty/login/login-page-content";
import { loyaltyMessages } from "../features/loyalty/core/messages";
import { siteIntl } from "../i18n/site-intl";

export default function LoginPage({ location }: PageProps) {
  return <LoginPageContent search={location.search} />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(loyaltyMessages.loginTitle)}
    description={siteIntl.formatMessage(loyaltyMessages.loginDescription, { cinema: siteConfig.name })}
    path={paths.login()}
    noindex
  />
);
