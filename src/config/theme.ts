import type { SiteConfig } from "../domain/site-schema";
import { mostReadableOn } from "../lib/contrast";
import type { ColorMode } from "../lib/color-mode/color-mode";
import { completeTheme, cssName } from "./complete-theme";
import { FONT_FALLBACKS } from "./font-fallbacks";
import { RADII } from "./layout-constants";

/** Mixes a colour with a base (white unless given): shade 100 is the colour itself, 0 is the base. */
export function tint(hex: string, shade: number, base = "#FFFFFF"): string {
  const channel = (color: string, i: number) => parseInt(color.slice(1 + i * 2, 3 + i * 2), 16);
  const mix = (c: number, b: number) => Math.round(b - ((b - c) * shade) / 100);
  return `#${[0, 1, 2].map((i) => mix(channel(hex, i), channel(base, i)).toString(16).padStart(2, "0")).join("")}`;
}

type Site = Pick<SiteConfig, "theme" | "roundness">;

/** Message colours (alerts, field errors, met rules): not site settings; AA on each scheme's background. */
const STATUS_COLORS = {
  light: {
    error: "#B00020",
    errorBackground: "#FDECEE",
    info: "#8A4B00",
    infoBackground: "#FFF6E0",
    success: "#1E6B2E",
    successBackground: "#E8F5EA",
    fieldBorder: "#767676",
  },
  dark: {
    error: "#FF8A80",
    errorBackground: "#3A1A1C",
    info: "#FFC44D",
    infoBackground: "#33270A",
    success: "#81C995",
    successBackground: "#132E1A",
    fieldBorder: "#8C8C8C",
  },
} as const;

/** The concrete colours of one scheme (the dark one falls back to the light one when the site has none). */
export function schemeColors(site: Site, mode: ColorMode) {
  const { colorModes, menu } = site.theme;
  const scheme = mode === "dark" && colorModes ? colorModes.dark : site.theme;
  const { palette, colors } = scheme;
  // Menu tints mix with white in the light scheme and with the dark background in the dark one.
  const base = mode === "dark" && colorModes ? palette.background : "#FFFFFF";
  const menuColor = palette[menu.paletteColor];
  return {
    palette: { ...palette, onAccent: mostReadableOn(palette.accent, [palette.primary, palette.background]) },
    colors,
    menu: {
      background: tint(menuColor, menu.backgroundTintShade, base),
      headerFooterBackground: tint(menuColor, menu.headerFooterTintShade, base),
    },
    status: STATUS_COLORS[colorModes && mode === "dark" ? "dark" : "light"],
  };
}

type SchemeColors = ReturnType<typeof schemeColors>;
const groups = ["palette", "colors", "menu", "status"] as const;
export type ColorGroup = (typeof groups)[number];
/** The names of each group's colours, and the `var(--…)` reference of each (complete-theme.ts). */
export type ColorKeys = { [G in ColorGroup]: (keyof SchemeColors[G] & string)[] };
export type ColorReferences = { [G in ColorGroup]: Record<keyof SchemeColors[G], string> };

/** The CSS custom property declarations of one scheme. */
export function schemeDeclarations(colors: SchemeColors, mode: ColorMode): string {
  const lines = groups.flatMap((group) =>
    Object.entries(colors[group]).map(([key, value]) => `${cssName(group, key)}: ${String(value)};`),
  );
  return [...lines, `color-scheme: ${mode};`].join("\n");
}

/**
 * What of the theme takes computing, plain data: the site's is computed at build time (site-theme.ts);
 * in the browser only the website manager's preview computes it, in its own chunk.
 */
export function themeValues(site: Site) {
  const { fonts, fontWeights, fontStyles, colorModes } = site.theme;
  const light = schemeColors(site, "light");
  return {
    colorKeys: Object.fromEntries(groups.map((group) => [group, Object.keys(light[group])])) as ColorKeys,
    /** The site's colour modes: both schemes' declarations and the first visit's mode. */
    colorModes: {
      default: colorModes?.default ?? "light",
      light: schemeDeclarations(light, "light"),
      dark: colorModes ? schemeDeclarations(schemeColors(site, "dark"), "dark") : null,
    },
    fonts: {
      body: `"${fonts.body}", ${FONT_FALLBACKS}`,
      heading: `"${fonts.heading}", "${fonts.body}", ${FONT_FALLBACKS}`,
    },
    fontWeights,
    fontStyles,
    radii: { buttons: RADII[site.roundness.buttons], content: RADII[site.roundness.content] },
  };
}

export type ThemeValues = ReturnType<typeof themeValues>;

export const buildTheme = (site: Site) => completeTheme(themeValues(site));

export type AppTheme = ReturnType<typeof buildTheme>;
