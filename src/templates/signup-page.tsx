import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { signupMessages } from "../features/loyalty/registration/messages";
import { SignupContent } from "../features/loyalty/registration/signup-content";
import { siteIntl } from "../i18n/site-intl";

export default function SignupPage({ location }: PageProps) {
  return <SignupContent search={location.search} />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(signupMessages.title)}
    description={siteIntl.formatMessage(signupMessages.description, { cinema: siteConfig.name })}
    path={paths.signup()}
    noindex
  />
);
