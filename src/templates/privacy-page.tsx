import type { HeadFC } from "gatsby";
import { useIntl } from "react-intl";
import { Seo } from "../components/seo";
import { SiteLink } from "../components/site-link/site-link";
import { paths } from "../config/paths";
import { siteConfig, theaterConfig } from "../config/site-config";
import { siteIntl } from "../i18n/site-intl";
import { pageMessages } from "./messages";
import { privacyMessages } from "./privacy-messages";

export default function PrivacyPage() {
  const intl = useIntl();
  const { email } = theaterConfig;
  const values = {
    cinema: siteConfig.name,
    email: (
      <SiteLink key="email" to={paths.email(email)}>
        {email}
      </SiteLink>
    ),
  };
  return (
    <article>
      <h1>{intl.formatMessage(pageMessages.privacyTitle)}</h1>
      {Object.values(privacyMessages).map((message) => (
        <p key={message.id}>{intl.formatMessage(message, values)}</p>
      ))}
    </article>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(pageMessages.privacyTitle)}
    description={siteIntl.formatMessage(pageMessages.privacyDescription, { cinema: siteConfig.name })}
    path={paths.privacyPolicy()}
  />
);
