import type { HeadFC, PageProps } from "gatsby";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { absoluteUrl, paths } from "../config/paths";
import { SIGNUP_REDIRECT_SCRIPT } from "../config/signup-redirect";
import { siteIntl } from "../i18n/site-intl";
import { signupMessages } from "../features/loyalty/registration/messages";
import { SiteLink } from "../components/site-link/site-link";
import { navigateTo } from "../components/site-link/navigate";

/**
 * `/signup/` (the spec's segment) leads to the French sign-up page, query kept. `gatsby serve` does
 * not apply createRedirect, so this page does it: an inline script in the head replaces the location
 * before anything renders (query and hash kept), and the effect does it on a client-side navigation. Without
 * JavaScript the page's link leads there: Gatsby's Head writes a <noscript>'s content as escaped text (a meta refresh
 * inside it never ran, and the W3C checker refused it), and a bare meta refresh would win the race against the
 * script and drop `return` and `email`.
 */
export default function SignupRedirectPage({ location }: PageProps) {
  const intl = useIntl();
  useEffect(() => {
    navigateTo(`${paths.signup()}${location.search}${location.hash}`, { replace: true });
  }, [location.search, location.hash]);
  return (
    <p>
      <SiteLink to={paths.signup()}>{intl.formatMessage(signupMessages.title)}</SiteLink>
    </p>
  );
}

export const Head: HeadFC = () => (
  <>
    <title>{siteIntl.formatMessage(signupMessages.title)}</title>
    <meta name="robots" content="noindex" />
    {/* A constant text (nothing from the request), allowed by its hash in the Content-Security-Policy. */}
    <script dangerouslySetInnerHTML={{ __html: SIGNUP_REDIRECT_SCRIPT }} />
    <link rel="canonical" href={absoluteUrl(paths.signup())} />
  </>
);
