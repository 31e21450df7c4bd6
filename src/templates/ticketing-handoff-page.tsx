import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { siteConfig } from "../config/site-config";
import { ticketingMessages } from "../features/loyalty/ticketing/messages";
import { TicketingHandoff } from "../features/loyalty/ticketing/ticketing-handoff";
import { paths } from "../config/paths";
import type { PageContexts } from "../lib/page-contexts";
import { siteIntl } from "../i18n/site-intl";

export type TicketingHandoffContext = PageContexts["templates/ticketing-handoff-page"];

export default function TicketingHandoffPage({ pageContext: { segment }, location }: PageProps<object, TicketingHandoffContext>) {
  return <TicketingHandoff segment={segment} location={location} />;
}

export const Head: HeadFC<object, TicketingHandoffContext> = ({ pageContext: { segment } }) => (
  <Seo
    title={siteIntl.formatMessage(ticketingMessages.title)}
    description={siteIntl.formatMessage(ticketingMessages.description, { cinema: siteConfig.name })}
    path={paths.handoff(segment)}
    noindex
  />
);
