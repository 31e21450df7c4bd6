import { completeTheme } from "./complete-theme";
import type { AppTheme, ThemeValues } from "./theme";

/**
 * The theme of the site configuration (a preview may replace it in the page wrapper), computed once per
 * build for the server render and the browser bundle alike (`__SITE_THEME__`, src/config/build-globals.ts): the bundle ships neither the colour
 * arithmetic nor the contrast rules (src/config/theme.ts), only their result (the declarations of
 * each colour scheme, fonts, radii).
 */
export const siteTheme: AppTheme = completeTheme(JSON.parse(__SITE_THEME__) as ThemeValues);
