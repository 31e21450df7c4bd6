/** The shell's layout choices (site configuration `layout`, preview messages). No schema library here: the browser reads it. */
export const HEADER_LAYOUTS = ["classic", "centered"] as const;
export const FOOTER_LAYOUTS = ["columns", "compact"] as const;
export const LOGO_SIZES = ["small", "medium", "large"] as const;
