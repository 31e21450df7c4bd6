import { Slice } from "gatsby";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "./page-global-style";
import { LinkProvider } from "../components/site-link/link-context";
import { PageLayout } from "../components/layout/page-layout";
import { ShellSettingsProvider } from "../components/layout/shell-settings";
import { siteConfig } from "../config/site-config";
import { siteTheme } from "../config/site-theme";
import { useMemberTicketingHandoff } from "../features/loyalty/ticketing/use-member-ticketing-handoff";
import { linkActions } from "./link-actions";
import { AdSlots, TrackingLayoutProvider, useTracking, type LoadMemberPresence } from "../features/tracking";
import { usePreview } from "./use-preview";

/**
 * Loyalty's session presence, for tracking (the member's logged-in state and logins), loaded with tracking's
 * runtime: the same chunk name puts it into that chunk, so it costs no request of its own and nothing where
 * tracking does not run.
 */
const loadMemberPresence: LoadMemberPresence = () =>
  import(/* webpackChunkName: "tracking" */ "../features/loyalty/core/session/session-presence");

/**
 * Layout around every page; features that live on every page are composed here.
 * The global style is rendered here, not in the root wrapper: the root wrapper
 * sits outside gatsby-plugin-styled-components' style collector, so styles
 * rendered there would be missing from the pre-rendered HTML.
 */
export function PageWrapper({ children, pathname, search = "" }: { children: ReactNode; pathname: string; search?: string }) {
  const tracking = useTracking(pathname, loadMemberPresence);
  // The website manager's preview (pages under the preview prefix) may override the theme and layout.
  const preview = usePreview(pathname);
  useMemberTicketingHandoff();
  return (
    <ThemeProvider theme={preview?.theme ?? siteTheme}>
      <ShellSettingsProvider value={preview?.layout ?? siteConfig.layout}>
        <LinkProvider actions={linkActions} pathname={pathname} search={search}>
          <TrackingLayoutProvider value={tracking}>
            {preview ? <preview.GlobalStyle /> : <GlobalStyle />}
            <PageLayout
              header={<Slice alias="header" />}
              footer={<Slice alias="footer" />}
              adTop={<AdSlots placement="top" />}
              adBottom={<AdSlots placement="bottom" />}
            >
              {children}
            </PageLayout>
          </TrackingLayoutProvider>
        </LinkProvider>
      </ShellSettingsProvider>
    </ThemeProvider>
  );
}
