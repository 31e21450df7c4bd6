import { createContext, useContext } from "react";

/** The CSS of a slice's styled components; only the slice's server render has it. */
const SliceCssContext = createContext("");
export const SliceCssProvider = SliceCssContext.Provider;

/**
 * Where a slice's pre-rendered HTML carries its own styles. Gatsby renders a slice on its own, outside the
 * page's style collection (gatsby-plugin-styled-components writes a page's styles only), so the server fills
 * this element with what the slice's styled components need (`with-slice-styles.tsx`). In the browser it
 * renders the same element with nothing: React does not compare a style's inner HTML when hydrating and
 * never touches it after (the value never changes), so the pre-rendered sheet stays; styled-components
 * injects the same rules again once it runs.
 */
export function SliceStyle() {
  const css = useContext(SliceCssContext);
  return <style data-slice-style="" dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
