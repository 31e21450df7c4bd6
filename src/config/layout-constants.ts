/** SPEC §9 layout and motion constants. */
export const BREAKPOINTS = [640, 768, 1024, 1280, 1600] as const;
export const CONTAINER_WIDTHS = [620, 740, 980, 1200, 1440] as const;
/** SPEC §9's shortest animation, the one the site has (a showtime's hover); 300, 600 and the 750 ms spinner: docs/decisions.md. */
export const DURATIONS = { fast: 150 } as const;
export const RADII = { none: "0", small: "4px", medium: "8px", large: "16px" } as const;
