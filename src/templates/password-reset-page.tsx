import type { HeadFC } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { recoveryMessages } from "../features/loyalty/recovery/messages";
import { PasswordResetContent } from "../features/loyalty/recovery/password-reset-content";
import { siteIntl } from "../i18n/site-intl";

export default function PasswordResetPage() {
  return <PasswordResetContent />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(recoveryMessages.resetTitle)}
    description={siteIntl.formatMessage(recoveryMessages.resetDescription, { cinema: siteConfig.name })}
    path={paths.passwordReset()}
    noindex
  />
);
