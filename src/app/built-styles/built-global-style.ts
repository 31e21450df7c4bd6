/**
 * The page's global style in a build's browser bundles (in place of `page-global-style.ts`): its rules came with the
 * page, in the built styles the browser keeps (adopt-built-styles.ts), so there is nothing to render.
 */
export const GlobalStyle = () => null;
