import type { Theme as ContentTheme, SiteConfig } from "../content/site-schema";
import { BREAKPOINTS, CONTAINER_WIDTHS, DURATIONS, RADII } from "./layout-constants";

/** Mixes a colour with white: shade 100 is the colour itself, 0 is white. */
export function tint(hex: string, shade: number): string {
  const channel = (i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const mix = (c: number) => Math.round(255 - ((255 - c) * shade) / 100);
  return `#${[0, 1, 2].map((i) => mix(channel(i)).toString(16).padStart(2, "0")).join("")}`;
}

const FONT_FALLBACKS = `system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

export function buildTheme(site: Pick<SiteConfig, "theme" | "roundness">) {
  const { palette, colors, menu, fonts, fontWeights, fontStyles }: ContentTheme = site.theme;
  const menuColor = palette[menu.paletteColor];
  return {
    colors,
    palette,
    menu: {
      background: tint(menuColor, menu.backgroundTintShade),
      headerFooterBackground: tint(menuColor, menu.headerFooterTintShade),
    },
    fonts: {
      body: `"${fonts.body}", ${FONT_FALLBACKS}`,
      heading: `"${fonts.heading}", "${fonts.body}", ${FONT_FALLBACKS}`,
    },
    fontWeights,
    fontStyles,
    radii: { buttons: RADII[site.roundness.buttons], content: RADII[site.roundness.content] },
    breakpoints: BREAKPOINTS,
    containerWidths: CONTAINER_WIDTHS,
    durations: DURATIONS,
    /** Media query for widths from breakpoint i up. */
    up: (i: 0 | 1 | 2 | 3 | 4) => `@media (min-width: ${BREAKPOINTS[i]}px)`,
  };
}

export type AppTheme = ReturnType<typeof buildTheme>;
