import { BREAKPOINTS } from "../../config/layout-constants";

/** Index in theme.breakpoints (1024 px) from which the header shows its full navigation instead of a menu button. */
export const MENU_BREAKPOINT = 2;

/**
 * Under 1024 px the navigation, the film search and the member entry are in the menu's panel, one column under
 * the header (header-menu.tsx): what opens there (the search's results, the member's menu) opens in the column's
 * flow, under what opened it, and covers nothing.
 */
export const IN_MENU_PANEL = `@media (max-width: ${BREAKPOINTS[MENU_BREAKPOINT] - 0.02}px)`;

/** From there (1024 px) to the next breakpoint (1280 px), the full navigation leaves the header's row little room. */
export const TIGHT_FULL_NAVIGATION = `@media (min-width: ${BREAKPOINTS[2]}px) and (max-width: ${BREAKPOINTS[3] - 0.02}px)`;

/**
 * Phones narrower than 360 px (down to 320 px): the header row tightens so that logo, « Séances »
 * shortcut and menu button fit side by side (docs/decisions.md).
 */
export const NARROW_PHONE = "@media (max-width: 359.98px)";
