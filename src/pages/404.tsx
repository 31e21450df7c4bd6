import type { HeadFC } from "gatsby";
import { NotFoundContent } from "../components/error-page/error-page";
import { errorPageMessages } from "../components/error-page/messages";
import { Seo } from "../components/seo";
import { siteIntl } from "../i18n/site-intl";

export default function NotFoundPage() {
  return <NotFoundContent />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(errorPageMessages.notFoundTitle)}
    description={siteIntl.formatMessage(errorPageMessages.notFoundText)}
    path="/404.html"
    noindex
  />
);
