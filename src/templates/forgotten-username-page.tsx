import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { recoveryMessages } from "../features/loyalty/recovery/messages";
import { ForgottenUsernameContent } from "../features/loyalty/recovery/forgotten-username-content";
import { siteIntl } from "../i18n/site-intl";

export default function ForgottenUsernamePage({ location }: PageProps) {
  return <ForgottenUsernameContent search={location.search} />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(recoveryMessages.usernameTitle)}
    description={siteIntl.formatMessage(recoveryMessages.usernameDescription, { cinema: siteConfig.name })}
    path={paths.forgottenUsername()}
    noindex
  />
);
