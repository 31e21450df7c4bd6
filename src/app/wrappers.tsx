import type { GatsbyBrowser } from "gatsby";
import { PageWrapper } from "./page-wrapper";
import { RootWrapper } from "./root-wrapper";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper
    pathname={props.location.pathname}
    search={props.location.search}
    pageContext={props.pageContext}
    // The path the page was pre-rendered at (absent on the server, where it is the location).
    // It differs from the location on the 404 page and on client-only routes.
    renderedPath={(props.pageResources as Partial<typeof props.pageResources> | undefined)?.page?.path ?? props.location.pathname}
  >
    {element}
  </PageWrapper>
);
