import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { activationMessages } from "../features/loyalty/registration/activation-messages";
import { ActivationContent } from "../features/loyalty/registration/activation-content";
import { siteIntl } from "../i18n/site-intl";

export default function ActivationPage({ location }: PageProps) {
  return <ActivationContent search={location.search} />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(activationMessages.title)}
    description={siteIntl.formatMessage(activationMessages.description, { cinema: siteConfig.name })}
    path={paths.activation()}
    noindex
  />
);
