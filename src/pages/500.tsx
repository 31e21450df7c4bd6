import type { HeadFC } from "gatsby";
import { ErrorPageContent } from "../components/error-page/error-page";
import { errorPageMessages } from "../components/error-page/messages";
import { Seo } from "../components/seo";
import { siteIntl } from "../i18n/site-intl";

export default function ServerErrorPage() {
  return <ErrorPageContent title={errorPageMessages.serverErrorTitle} text={errorPageMessages.serverErrorText} />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(errorPageMessages.serverErrorTitle)}
    description={siteIntl.formatMessage(errorPageMessages.serverErrorText)}
    path="/500.html"
    noindex
  />
);
