import type { ReactNode } from "react";
import styled from "styled-components";
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

/** The page's frame; `header` and `footer` are the site's (Gatsby Slices, composed in src/app/page-wrapper.tsx). */
export function PageLayout({
  children,
  header,
  footer,
  adTop,
  adBottom,
}: {
  children: ReactNode;
  header: ReactNode;
  footer: ReactNode;
  /** Ad containers above and below the page's content (the page wrapper decides). */
  adTop?: ReactNode;
  adBottom?: ReactNode;
}) {
  return (
    <Shell>
      <SkipLink />
      {header}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container>
          {adTop}
          {children}
          {adBottom}
        </Container>
      </Main>
      {footer}
    </Shell>
  );
}
