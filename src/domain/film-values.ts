// The named values of the content, without zod: browser code imports them from here. Importing
// film-schema.ts in the browser would build its schemas there, and zod's object schemas probe
// `new Function` on creation, which the site's Content-Security-Policy reports as a violation.

/** SPEC §3 named values for a showtime's language version. */
export const FILM_VERSIONS = ["Localization.Version.Original", "Format.Sound.Dubbed"] as const;
export const FILM_TAGS = ["NEW", "PREVIEW"] as const;
export const AGE_RATINGS = ["TP", "12", "16", "18"] as const;
export const PROJECTIONS = ["2D", "3D", "IMAX", "4DX"] as const;
/** Audio description, subtitles for the deaf and hard of hearing (ST-SME), Ciné-relax (a relaxed showing). */
export const SHOWTIME_ACCESSIBILITY = ["AD", "SDH", "RELAX"] as const;

export type FilmVersion = (typeof FILM_VERSIONS)[number];
export type FilmTag = (typeof FILM_TAGS)[number];
export type Projection = (typeof PROJECTIONS)[number];
export type ShowtimeAccessibility = (typeof SHOWTIME_ACCESSIBILITY)[number];
