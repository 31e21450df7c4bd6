import type { ReactNode } from "react";
import styled from "styled-components";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { Container } from "./container";

const Main = styled.main`
  flex: 1;
  padding-block: 1.5rem;

  &:focus {
    outline: none;
  }
`;

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export function PageLayout({
  children,
  memberEntry,
  footerLinks,
  adTop,
  adBottom,
  search,
  pathname,
}: {
  children: ReactNode;
  memberEntry?: ReactNode;
  footerLinks?: ReactNode;
  /** Ad containers above and below the page's content (the page wrapper decides). */
  adTop?: ReactNode;
  adBottom?: ReactNode;
  search?: ReactNode;
  pathname?: string | undefined;
}) {
  return (
    <Shell>
      <SkipLink />
      <SiteHeader memberEntry={memberEntry} search={search} pathname={pathname} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container>
          {adTop}
          {children}
          {adBottom}
        </Container>
      </Main>
      <SiteFooter extraLinks={footerLinks} />
    </Shell>
  );
}
