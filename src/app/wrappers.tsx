import type { GatsbyBrowser } from "gatsby";
import { PageWrapper } from "./page-wrapper";
import { RootWrapper } from "./root-wrapper";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper pathname={props.location.pathname} search={props.location.search}>
    {element}
  </PageWrapper>
);
