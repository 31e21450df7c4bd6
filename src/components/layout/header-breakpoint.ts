/** Index in theme.breakpoints (1024 px) from which the header shows its full navigation instead of a menu button. */
export const MENU_BREAKPOINT = 2;
