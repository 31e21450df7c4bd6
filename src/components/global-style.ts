import { createGlobalStyle, css, type DefaultTheme } from "styled-components";
import openSans400 from "@fontsource/open-sans/files/open-sans-latin-400-normal.woff2";
import openSans700 from "@fontsource/open-sans/files/open-sans-latin-700-normal.woff2";
import openSansCondensed700 from "@fontsource/open-sans-condensed/files/open-sans-condensed-latin-700-normal.woff2";
import { FONT_FALLBACKS } from "../config/font-fallbacks";
import { siteTheme } from "../config/site-theme";
import { LATE_FONTS_ATTRIBUTE } from "../lib/late-fonts";
import { PAST_ATTRIBUTE } from "../lib/programme/programme-attributes";

/** The font files, preloaded by gatsby-ssr.tsx; their @font-face rules are in fonts.css. */
export const FONT_FILES = [openSans400, openSans700, openSansCondensed700];

/**
 * The colour schemes as custom properties: light by default, dark under <html data-color-mode="dark">
 * (set before first paint by COLOR_MODE_SCRIPT), and the device's choice when the site's default is
 * "system" and no script ran.
 */
const colorSchemes = (theme: DefaultTheme) =>
  `:root { ${theme.colorModes.light} }` +
  (theme.colorModes.dark
    ? `:root[data-color-mode="dark"] { ${theme.colorModes.dark} }` +
      (theme.colorModes.default === "system"
        ? `@media (prefers-color-scheme: dark) { :root:not([data-color-mode]) { ${theme.colorModes.dark} } }`
        : "")
    : "");

/** The page-wide rules, for a theme. */
export const globalRules = (theme: DefaultTheme) => css`
  ${colorSchemes(theme)}
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${theme.palette.background};
    color: ${theme.palette.primary};
    font-family: ${theme.fonts.body};
    font-weight: ${theme.fontWeights.body};
    font-size: 1rem;
    line-height: 1.5;
  }

  /* An island's element and a kept part's (src/components/islands/) only mark a root: they take no box of their own. */
  [data-island],
  [data-kept] {
    display: contents;
  }

  /* Fonts that missed the first frame are not swapped in later (the boot script marks <html>): no text moves. */
  html[${LATE_FONTS_ATTRIBUTE}] body,
  html[${LATE_FONTS_ATTRIBUTE}] body * {
    font-family: ${FONT_FALLBACKS} !important;
  }

  /*
   * Showtimes already past when a day-old page is served, and the days and films they leave empty (marked by
   * the boot script before the first paint, removed by React once hydrated). On the film page, a day over is
   * replaced by the next one (showtime-days.tsx).
   */
  [${PAST_ATTRIBUTE}] {
    display: none !important;
  }

  h1,
  h2,
  h3 {
    font-family: ${theme.fonts.heading};
    font-weight: ${theme.fontWeights.heading};
    text-transform: ${theme.fontStyles.heading === "uppercase" ? "uppercase" : "none"};
    line-height: 1.2;
  }

  a {
    color: ${theme.palette.highlight};
  }

  img,
  svg {
    max-width: 100%;
    height: auto;
  }

  :focus-visible {
    outline: 3px solid ${theme.palette.highlight};
    outline-offset: 2px;
  }

  /* reCAPTCHA v3 badge hidden (SPEC §9); the login form shows Google's notice instead. */
  .grecaptcha-badge {
    visibility: hidden;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/**
 * The site's global style, with its theme (computed at build), rendered by the build into every page's styles; a
 * build's browser bundles leave it out (src/app/page-global-style.ts), the browser keeping those styles. Static (no
 * function of the props): where it renders in the browser (`gatsby develop`, tests), styled-components keeps rules it
 * already has. A preview page's theme may change live: its own global style comes with the preview's code
 * (start-preview.ts).
 */
export const GlobalStyle = createGlobalStyle`${globalRules(siteTheme)}`;
