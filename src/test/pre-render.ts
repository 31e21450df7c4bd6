// The HTML the build writes: the server's render as Gatsby makes it with the site's renderer (every lazy part ready,
// no boundary outlined), src/app/render-page-html.ts.
export { renderPageHtml as preRenderHtml } from "../app/render-page-html";
