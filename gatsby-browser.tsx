import "./src/components/fonts.css";

export { wrapPageElement, wrapRootElement } from "./src/app/wrappers";
export { onInitialClientRender, onRouteUpdate } from "./src/app/browser-hooks";
