import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import type { SliceId } from "../../config/slices";
import { builtStylesElement, type StyledStyleProps } from "../built-styles/built-styles-element";
import { RootWrapper } from "../root-wrapper";
import FooterSlice from "./footer";
import HeaderSlice from "./header";

const SLICE_COMPONENTS: Record<SliceId, ComponentType> = { header: HeaderSlice, footer: FooterSlice };

let sliceStyles: ReactElement<StyledStyleProps>[] | undefined;

/**
 * The slices' CSS as styled-components' own server style (the `data-styled` element and its markers), the same
 * for every page: each slice rendered once, as Gatsby renders it (no page, inside the site's providers).
 */
function sliceStyleElements(): ReactElement<StyledStyleProps>[] {
  if (sliceStyles) return sliceStyles;
  const sheet = new ServerStyleSheet();
  try {
    for (const [id, Slice] of Object.entries(SLICE_COMPONENTS)) {
      const html = renderToString(
        sheet.collectStyles(
          <RootWrapper>
            <Slice />
          </RootWrapper>,
        ),
      );
      // An island whose code was not in yet renders nothing here (React's client-render mark): its styles would be
      // missing from every page's head, and styled-components would insert them later, restyling the page.
      if (html.includes("<!--$!-->") || html.includes("<!--$?-->"))
        throw new Error(`The ${id} slice's styles were collected before one of its islands' code was in.`);
    }
    sliceStyles = sheet.getStyleElement() as ReactElement<StyledStyleProps>[];
    return sliceStyles;
  } finally {
    sheet.seal();
  }
}

const isStyledComponentsStyle = (node: ReactNode): node is ReactElement<StyledStyleProps> =>
  isValidElement<Record<string, unknown>>(node) && node.type === "style" && "data-styled" in node.props;

/**
 * A page's head with the slices' styles joined to the page's own styled-components style, as one element where the
 * page's was. Gatsby renders a slice on its own, outside the page's style collection (gatsby-plugin-styled-components
 * writes a page's styles only); joined, they are what the browser keeps and styled-components writes into when it
 * starts (src/app/built-styles), so hydrating the header and footer inserts no rule (each insertion restyles the page).
 */
export function withSliceStyles(headComponents: readonly ReactNode[]): ReactNode[] {
  // gatsby-plugin-styled-components sets its style elements as one array.
  const head: ReactNode[] = headComponents.flat(2);
  const pageStyle = head.findIndex(isStyledComponentsStyle);
  const at = pageStyle === -1 ? head.length : pageStyle;
  const styles = [...head.filter(isStyledComponentsStyle), ...sliceStyleElements()];
  const others = head.filter((node) => !isStyledComponentsStyle(node));
  return [...others.slice(0, at), builtStylesElement(styles), ...others.slice(at)];
}
