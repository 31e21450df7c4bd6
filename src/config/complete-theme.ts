import { BREAKPOINTS, CONTAINER_WIDTHS, DURATIONS } from "./layout-constants";
import type { ColorGroup, ColorKeys, ColorReferences, ThemeValues } from "./theme";

/** The CSS custom property of a theme colour: `--palette-on-accent`. */
export const cssName = (group: string, key: string) => `--${group}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `var(--…)` references in place of colours: the scheme is chosen in CSS, so no re-render swaps it. */
function colorReferences(keys: ColorKeys): ColorReferences {
  const refs = (group: ColorGroup) => Object.fromEntries(keys[group].map((key) => [key, `var(${cssName(group, key)})`]));
  return { palette: refs("palette"), colors: refs("colors"), menu: refs("menu"), status: refs("status") } as ColorReferences;
}

/**
 * The theme from what takes computing (theme.ts's `themeValues`, which a build ships as JSON): the
 * colour references, the layout constants and the media query helper follow from it at no cost.
 */
export function completeTheme({ colorKeys, ...values }: ThemeValues) {
  return {
    ...colorReferences(colorKeys),
    ...values,
    breakpoints: BREAKPOINTS,
    containerWidths: CONTAINER_WIDTHS,
    durations: DURATIONS,
    /** Media query for widths from breakpoint i up. */
    up: (i: 0 | 1 | 2 | 3 | 4) => `@media (min-width: ${BREAKPOINTS[i]}px)`,
  };
}
