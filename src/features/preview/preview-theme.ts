import type { SiteConfig } from "../../domain/site-schema";
import { buildTheme, type AppTheme } from "../../config/theme";
import type { PreviewState } from "./preview-state";

type ThemedSite = Pick<SiteConfig, "theme" | "roundness">;

/**
 * The site's theme with the preview's palette and fonts. The message carries one palette, the site's: it
 * applies to the light scheme and to the dark one alike, so the manager sees the colours they send whatever
 * colour mode the page is in (the dark scheme's other colours stay the site's).
 */
export function previewTheme(site: ThemedSite, state: PreviewState): AppTheme {
  const { palette, fonts, colorModes } = site.theme;
  return buildTheme({
    ...site,
    theme: {
      ...site.theme,
      palette: { ...palette, ...state.palette },
      fonts: { ...fonts, ...state.fonts },
      colorModes: colorModes && {
        ...colorModes,
        dark: { ...colorModes.dark, palette: { ...colorModes.dark.palette, ...state.palette } },
      },
    },
  });
}
