import { Seo } from "../../../../components/seo";
import { siteConfig } from "../../../../config/site-config";
import { siteIntl } from "../../../../i18n/site-intl";
import { accountSection, type AccountSection } from "../../core/account-sections/account-sections";
import { areaMessages } from "../../core/account-sections/messages";

/** A section's <head>: « Ma carte – Mon espace fidélité » (the overview: the area's name alone); never indexed. */
export function AccountSeo({ section }: { section: AccountSection }) {
  const info = accountSection[section];
  const area = siteIntl.formatMessage(areaMessages.areaTitle);
  const title =
    section === "overview"
      ? area
      : siteIntl.formatMessage(areaMessages.pageTitle, { section: siteIntl.formatMessage(info.heading), area });
  return (
    <Seo
      title={title}
      description={siteIntl.formatMessage(info.description, { cinema: siteConfig.name })}
      path={info.path()}
      noindex
    />
  );
}
