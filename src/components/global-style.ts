import { createGlobalStyle } from "styled-components";
import openSans400 from "@fontsource/open-sans/files/open-sans-latin-400-normal.woff2";
import openSans700 from "@fontsource/open-sans/files/open-sans-latin-700-normal.woff2";
import openSansCondensed700 from "@fontsource/open-sans-condensed/files/open-sans-condensed-latin-700-normal.woff2";

/** The font files, preloaded by gatsby-ssr.tsx; their @font-face rules are in fonts.css. */
export const FONT_FILES = [openSans400, openSans700, openSansCondensed700];

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.primary};
    font-family: ${({ theme }) => theme.fonts.body};
    font-weight: ${({ theme }) => theme.fontWeights.body};
    font-size: 1rem;
    line-height: 1.5;
  }

  h1, h2, h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: ${({ theme }) => theme.fontWeights.heading};
    text-transform: ${({ theme }) => (theme.fontStyles.heading === "uppercase" ? "uppercase" : "none")};
    line-height: 1.2;
  }

  a {
    color: ${({ theme }) => theme.palette.highlight};
  }

  img, svg { max-width: 100%; height: auto; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.highlight};
    outline-offset: 2px;
  }

  /* reCAPTCHA v3 badge hidden (SPEC §9); the login form shows Google's notice instead. */
  .grecaptcha-badge { visibility: hidden; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
