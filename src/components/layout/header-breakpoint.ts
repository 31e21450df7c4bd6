/** Index in theme.breakpoints (1024 px) from which the header shows its full navigation instead of a menu button. */
export const MENU_BREAKPOINT = 2;

/**
 * Phones narrower than 360 px (down to 320 px): the header row tightens so that logo, « Séances »
 * shortcut and menu button fit side by side (docs/decisions.md).
 */
export const NARROW_PHONE = "@media (max-width: 359.98px)";
