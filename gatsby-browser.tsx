// First, before any styled component is defined: styled-components writes into the page's built styles.
import "./src/app/built-styles/adopt-at-start";
import "./src/components/fonts.css";
// The header and footer are on every page: their code ships in `app`, as before they were slices, instead of in
// two slice chunks that would each repeat the link code the pages share. Only their HTML is built once (slices).
import "./src/app/slices/header";
import "./src/app/slices/footer";

export { wrapPageElement, wrapRootElement } from "./src/app/wrappers";
export {
  onClientEntry,
  onInitialClientRender,
  onRouteUpdate,
  onRouteUpdateDelayed,
  replaceHydrateFunction,
} from "./src/app/browser-hooks";
