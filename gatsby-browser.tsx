import "./src/components/fonts.css";

export { wrapPageElement, wrapRootElement } from "./src/app/wrappers";
export { onClientEntry, onInitialClientRender, onRouteUpdate, onRouteUpdateDelayed } from "./src/app/browser-hooks";
