import { Link, navigate, type HeadFC, type PageProps } from "gatsby";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { absoluteUrl, paths } from "../config/paths";
import { siteIntl } from "../i18n/site-intl";
import { signupMessages } from "../features/loyalty/registration/messages";

/**
 * `/signup/` (the spec's segment) leads to the French sign-up page, query kept. `gatsby serve` does
 * not apply createRedirect, so this page does it: at once in the browser, by meta refresh without JavaScript.
 */
export default function SignupRedirectPage({ location }: PageProps) {
  const intl = useIntl();
  useEffect(() => {
    void navigate(`${paths.signup()}${location.search}${location.hash}`, { replace: true });
  }, [location.search, location.hash]);
  return (
    <p>
      <Link to={paths.signup()}>{intl.formatMessage(signupMessages.title)}</Link>
    </p>
  );
}

export const Head: HeadFC = () => (
  <>
    <title>{siteIntl.formatMessage(signupMessages.title)}</title>
    <meta name="robots" content="noindex" />
    <meta httpEquiv="refresh" content={`0; url=${paths.signup()}`} />
    <link rel="canonical" href={absoluteUrl(paths.signup())} />
  </>
);
