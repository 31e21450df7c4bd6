import type { ReactNode } from "react";
import { GlobalStyle } from "../components/global-style";
import { LinkProvider } from "../components/site-link/link-context";
import { PageLayout } from "../components/layout/page-layout";
import { MemberEntry } from "../features/loyalty/components/member-entry";
import { linkActions } from "./link-actions";

/**
 * Layout around every page; features that live on every page are composed here.
 * The global style is rendered here, not in the root wrapper: the root wrapper
 * sits outside gatsby-plugin-styled-components' style collector, so styles
 * rendered there would be missing from the pre-rendered HTML.
 */
export function PageWrapper({ children, pathname, search = "" }: { children: ReactNode; pathname: string; search?: string }) {
  return (
    <LinkProvider actions={linkActions} pathname={pathname} search={search}>
      <GlobalStyle />
      <PageLayout memberEntry={<MemberEntry returnTo={pathname} />} pathname={pathname}>
        {children}
      </PageLayout>
    </LinkProvider>
  );
}
