import type { GatsbySSR } from "gatsby";
import { FONT_FILES } from "./src/components/global-style";

export { wrapPageElement, wrapRootElement } from "./src/app/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "fr" });
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    ...FONT_FILES.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ]);
};
