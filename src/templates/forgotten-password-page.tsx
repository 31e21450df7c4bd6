import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { recoveryMessages } from "../features/loyalty/recovery/messages";
import { ForgottenPasswordContent } from "../features/loyalty/recovery/forgotten-password-content";
import { siteIntl } from "../i18n/site-intl";

export default function ForgottenPasswordPage({ location }: PageProps) {
  return <ForgottenPasswordContent search={location.search} />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(recoveryMessages.forgottenTitle)}
    description={siteIntl.formatMessage(recoveryMessages.forgottenDescription, { cinema: siteConfig.name })}
    path={paths.forgottenPassword()}
    noindex
  />
);
