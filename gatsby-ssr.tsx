import type { GatsbySSR } from "gatsby";
import { FONT_FILES } from "./src/components/global-style";
import { withPagePathAsData } from "./src/server/security/page-path-data";
import { TrackingSettingsScript } from "./src/app/tracking/tracking-settings-script";

export { wrapPageElement, wrapRootElement } from "./src/app/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "fr" });
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    ...FONT_FILES.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ]);
  setPostBodyComponents([<TrackingSettingsScript key="tracking-settings" />]);
};

/** Gatsby's per-page inline script becomes data for the CSP-allowed boot script (docs/security.md). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(withPagePathAsData(getPostBodyComponents()));
};
