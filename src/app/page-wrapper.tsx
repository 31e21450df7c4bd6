import { Slice } from "gatsby";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../components/global-style";
import { LinkProvider } from "../components/site-link/link-context";
import { PageLayout } from "../components/layout/page-layout";
import { ShellSettingsProvider } from "../components/layout/shell-settings";
import { siteConfig } from "../config/site-config";
import { useMemberTicketingHandoff } from "../features/loyalty/ticketing/use-member-ticketing-handoff";
import { AdContainers } from "../features/ads/ad-containers";
import { linkActions } from "./link-actions";
import { siteTheme } from "./root-wrapper";
import { TrackingSettingsProvider, useTracking } from "./tracking/tracking-loader";
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
  search = "",
  pageContext,
}: {
  children: ReactNode;
  pathname: string;
  search?: string;
  pageContext?: unknown;
}) {
  const trackingSettings = useTracking(pathname, pageContext);
  // The website manager's preview (pages under the preview prefix) may override the theme and layout.
  const preview = usePreview(pathname);
  useMemberTicketingHandoff();
  return (
    <ThemeProvider theme={preview?.theme ?? siteTheme}>
      <ShellSettingsProvider value={preview?.layout ?? siteConfig.layout}>
        <LinkProvider actions={linkActions} pathname={pathname} search={search}>
          <TrackingSettingsProvider value={trackingSettings}>
            <GlobalStyle />
            <PageLayout
              header={<Slice alias="header" />}
              footer={<Slice alias="footer" />}
              adTop={<AdContainers settings={trackingSettings} placement="top" />}
              adBottom={<AdContainers settings={trackingSettings} placement="bottom" />}
            >
              {children}
            </PageLayout>
          </TrackingSettingsProvider>
        </LinkProvider>
      </ShellSettingsProvider>
    </ThemeProvider>
  );
}
