/** The Gatsby Slices: built once and stitched into every page (a change to them rebuilds no page). */
export const SLICES = ["header", "footer"] as const;

export type SliceId = (typeof SLICES)[number];
