import { completeTheme } from "./complete-theme";
import type { AppTheme, ThemeValues } from "./theme";

/** JSON of `themeValues(siteConfig)`: gatsby-node defines it for every bundle, src/test/site-theme.ts for unit tests. */
declare const __SITE_THEME__: string;

/**
 * The theme of the site configuration (a preview may replace it in the page wrapper), computed once
 * per build for the server render and the browser bundle alike: the bundle ships neither the colour
 * arithmetic nor the contrast rules (src/config/theme.ts), only their result (the declarations of
 * each colour scheme, fonts, radii).
 */
export const siteTheme: AppTheme = completeTheme(JSON.parse(__SITE_THEME__) as ThemeValues);
