import { BREAKPOINTS } from "./layout-constants";

/** A theme's values with its media query helper (a function: it cannot be computed at build time). */
export const withMediaQueries = <T extends object>(values: T) => ({
  ...values,
  /** Media query for widths from breakpoint i up. */
  up: (i: 0 | 1 | 2 | 3 | 4) => `@media (min-width: ${BREAKPOINTS[i]}px)`,
});
