import type { GatsbySSR } from "gatsby";
import { FONT_FILES } from "./src/components/global-style";
import { isPreviewPath, paths } from "./src/config/paths";
import { isHandoffPagePath } from "./src/lib/ticketing-segments";
import { withPagePathAsData } from "./src/server/security/page-path-data";
import { APPLE_TOUCH_ICON } from "./src/config/app-icons";
import { provideTrackingPartsToServerRender, TrackingSettingsScript } from "./src/features/tracking/server-render";
import { siteConfig } from "./src/config/site-config";
import { jsonInScript } from "./src/lib/json-in-script";
import { headScriptData } from "./src/features/films/programme/head-script-data";
import { HEAD_SCRIPT_DATA_ID } from "./src/lib/programme/head-script-handle";
import { siteIntl } from "./src/i18n/site-intl";
import { COLOR_MODE_SCRIPT, DEFAULT_COLOR_MODE_ATTRIBUTE, COLOR_MODE_ATTRIBUTE } from "./src/lib/color-mode/color-mode";

import { renderPageHtml } from "./src/app/render-page-html";
import { withSliceStyles } from "./src/app/slices/slice-styles";

export { wrapPageElement, wrapRootElement } from "./src/app/wrappers";

/** Gatsby's render of the page's body, but with no Suspense boundary outlined (src/app/render-page-html.ts). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderPageHtml(bodyComponent));
};

const colorModes = siteConfig.theme.colorModes;

/** The head script's data block (the cinema's zone from the build's time on, the day words), the same on every page. */
const HEAD_SCRIPT_DATA = jsonInScript(
  headScriptData(siteIntl, new Date(typeof __BUILD_TIME__ === "string" ? __BUILD_TIME__ : Date.now())),
);

// Ad containers and « Gérer mes cookies » are pre-rendered from the build's settings (the browser loads their code only where they show).
provideTrackingPartsToServerRender();

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({
    lang: "fr",
    // Without JavaScript the site's default shows; with it, COLOR_MODE_SCRIPT applies the visitor's choice first.
    ...(colorModes && {
      [DEFAULT_COLOR_MODE_ATTRIBUTE]: colorModes.default,
      ...(colorModes.default !== "system" && { [COLOR_MODE_ATTRIBUTE]: colorModes.default }),
    }),
  });
  setHeadComponents([
    ...(colorModes ? [<script key="color-mode" dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />] : []),
    // Before each frame painted while the page is parsed, the programme follows the visitor's clock, date and campaign
    // (src/lib/programme/head-script.ts), from the site's data.
    <script
      key="head-script-data"
      type="application/json"
      id={HEAD_SCRIPT_DATA_ID}
      dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT_DATA }}
    />,
    ...(typeof __HEAD_SCRIPT__ === "string"
      ? [<script key="head-script" dangerouslySetInnerHTML={{ __html: __HEAD_SCRIPT__ }} />]
      : []),
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The web app manifest and its icons (src/builder/writers/write-web-app-manifest.ts), on every page.
    <link key="manifest" rel="manifest" href={paths.webAppManifest()} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={paths.appIcon(APPLE_TOUCH_ICON.name)} />,
    <meta key="theme-color" name="theme-color" content={siteConfig.theme.palette.accent} />,
    // Preview pages are never indexed; hand-off pages send the member on with their token: no referrer from them.
    ...(isPreviewPath(pathname) ? [<meta key="robots" name="robots" content="noindex" />] : []),
    ...(isHandoffPagePath(pathname) ? [<meta key="referrer" name="referrer" content="no-referrer" />] : []),
    ...FONT_FILES.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ]);
  setPostBodyComponents([<TrackingSettingsScript key="tracking-settings" />]);
};

/**
 * The header's and footer's styles join the page's in its head; Gatsby's per-page inline script becomes data for
 * the CSP-allowed boot script (docs/security.md).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(withSliceStyles(getHeadComponents()));
  replacePostBodyComponents(withPagePathAsData(getPostBodyComponents()));
};
