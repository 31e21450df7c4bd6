/** SPEC §9 layout and motion constants. */
export const BREAKPOINTS = [640, 768, 1024, 1280, 1600] as const;
export const CONTAINER_WIDTHS = [620, 740, 980, 1200, 1440] as const;
export const DURATIONS = { fast: 150, normal: 300, slow: 600, spinner: 750 } as const;
export const RADII = { none: "0", small: "4px", medium: "8px", large: "16px" } as const;
