/**
 * The system fonts after the site's own (and instead of them when they miss the first frame). A module of its own:
 * the global style needs it in every first load, where the theme's colour arithmetic (theme.ts) has no place.
 */
export const FONT_FALLBACKS = `system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
