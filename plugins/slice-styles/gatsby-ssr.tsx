import type { GatsbySSR } from "gatsby";
import { withSliceStyles } from "../../src/app/slices/with-slice-styles";

/**
 * Listed before gatsby-plugin-styled-components, so this wrapper is the innermost: it gets the slice itself,
 * not the plugin's style collector around it. Gatsby renders a slice without a pathname (renderSlice).
 */
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) =>
  (pathname as string | undefined) === undefined ? withSliceStyles(element) : element;
