/**
 * The global style every page renders (page-wrapper.tsx). A build's browser bundles take `built-styles/
 * built-global-style.ts` in its place (src/builder/webpack.ts): its rules are in every page's built styles, which the
 * browser keeps, so its code stays out of the first load.
 */
export { GlobalStyle } from "../components/global-style";
