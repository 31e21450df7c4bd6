import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../components/global-style";
import { LinkProvider } from "../components/site-link/link-context";
import { useHydrated } from "../components/use-hydrated";
import { PageLayout } from "../components/layout/page-layout";
import { ShellSettingsProvider } from "../components/layout/shell-settings";
import { siteConfig } from "../config/site-config";
import { MemberEntry } from "../features/loyalty/components/member-entry";
import { useMemberTicketingHandoff } from "../features/loyalty/ticketing/use-member-ticketing-handoff";
import { AdContainers } from "../features/ads/ad-containers";
import { FilmSearch } from "../features/search/film-search";
import { linkActions } from "./link-actions";
import { siteTheme } from "./root-wrapper";
import { ManageCookiesItem, useTracking } from "./tracking/tracking-loader";
import { usePreview } from "./use-preview";

/**
 * Layout around every page; features that live on every page are composed here.
 * The global style is rendered here, not in the root wrapper: the root wrapper
 * sits outside gatsby-plugin-styled-components' style collector, so styles
 * rendered there would be missing from the pre-rendered HTML.
 */
export function PageWrapper({
  children,
  pathname,
  renderedPath,
  search = "",
  pageContext,
}: {
  children: ReactNode;
  pathname: string;
  renderedPath: string;
  search?: string;
  pageContext?: unknown;
}) {
  // Hydration renders what the server rendered (the page's own path), then the visitor's location.
  const returnTo = useHydrated() ? pathname : renderedPath;
  const trackingSettings = useTracking(pathname, pageContext);
  // The website manager's preview (pages under the preview prefix) may override the theme and layout.
  const preview = usePreview(pathname);
  useMemberTicketingHandoff();
  return (
    <ThemeProvider theme={preview?.theme ?? siteTheme}>
      <ShellSettingsProvider value={preview?.layout ?? siteConfig.layout}>
        <LinkProvider actions={linkActions} pathname={pathname} search={search}>
          <GlobalStyle />
          <PageLayout
            memberEntry={<MemberEntry returnTo={returnTo} />}
            search={<FilmSearch />}
            footerLinks={<ManageCookiesItem settings={trackingSettings} />}
            adTop={<AdContainers settings={trackingSettings} placement="top" />}
            adBottom={<AdContainers settings={trackingSettings} placement="bottom" />}
            pathname={pathname}
          >
            {children}
          </PageLayout>
        </LinkProvider>
      </ShellSettingsProvider>
    </ThemeProvider>
  );
}
