/**
 * Set on <html> by the boot script when one of the site's fonts was still loading (or had failed) at the
 * page's first frame: the page then keeps its fallback fonts (global-style.ts), as `font-display: optional`
 * means, instead of the late font moving the text when it arrives (Firefox and WebKit swap it in).
 */
export const LATE_FONTS_ATTRIBUTE = "data-late-fonts";
