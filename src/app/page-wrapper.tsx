import type { ReactNode } from "react";
import { GlobalStyle } from "../components/global-style";
import { LinkProvider } from "../components/site-link/link-context";
import { useHydrated } from "../components/use-hydrated";
import { PageLayout } from "../components/layout/page-layout";
import { MemberEntry } from "../features/loyalty/components/member-entry";
import { linkActions } from "./link-actions";

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
}: {
  children: ReactNode;
  pathname: string;
  renderedPath: string;
  search?: string;
}) {
  // Hydration renders what the server rendered (the page's own path), then the visitor's location.
  const returnTo = useHydrated() ? pathname : renderedPath;
  return (
    <LinkProvider actions={linkActions} pathname={pathname} search={search}>
      <GlobalStyle />
      <PageLayout memberEntry={<MemberEntry returnTo={returnTo} />} pathname={pathname}>
        {children}
      </PageLayout>
    </LinkProvider>
  );
}
