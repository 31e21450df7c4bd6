import type { HeadFC } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { offlineMessages } from "../features/offline/messages";
import { OfflineContent } from "../features/offline/offline-content";
import { siteIntl } from "../i18n/site-intl";

export default function OfflinePage() {
  return <OfflineContent />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(offlineMessages.title)}
    description={siteIntl.formatMessage(offlineMessages.text)}
    path={paths.offline()}
    noindex
  />
);
