import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { RootWrapper } from "../root-wrapper";
import { SliceCssProvider } from "./slice-style";

/** styled-components' rehydration markers (`data-styled.g3[id="…"]{content:"…"}`) and comments: a plain sheet needs neither. */
const SC_MARKERS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}|\/\*!sc\*\//g;

/** The CSS of styled-components' server style elements. */
const cssOf = (elements: ReactElement[]) =>
  elements
    .map((element) => (element.props as { dangerouslySetInnerHTML?: { __html: string } }).dangerouslySetInnerHTML?.__html ?? "")
    .join("")
    .replace(SC_MARKERS, "")
    .replace(/\n+/g, "\n");

/**
 * Server side, for a slice: renders it once (inside the site's providers) to collect its styled components'
 * CSS, then gives that CSS to its `<SliceStyle>`, which writes it into the slice's HTML (see slice-style.tsx).
 */
export function withSliceStyles(slice: ReactNode): ReactElement {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<RootWrapper>{slice}</RootWrapper>));
    const css = cssOf(sheet.getStyleElement());
    return <SliceCssProvider value={css}>{slice}</SliceCssProvider>;
  } finally {
    sheet.seal();
  }
}
