import { z } from "zod";
import { AGE_RATINGS, FILM_TAGS, FILM_VERSIONS, PROJECTIONS, SHOWTIME_ACCESSIBILITY } from "./film-values";

/** An image under content/, e.g. "images/les-heures-claires-affiche.jpg". */
const imageFile = z
  .string()
  .regex(/^images\/[a-z0-9]+(-[a-z0-9]+)*\.(jpe?g|png|webp)$/, "expected images/<name>.jpg, .jpeg, .png or .webp (lower case)");

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date YYYY-MM-DD");
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected a time HH:MM");

/**
 * A moment given relative to the play week of the build (French play weeks start
 * on Wednesday): playWeek 0 is the current week, day 0 its Wednesday, 6 its Tuesday.
 * The demo programme uses it so that it is live whatever the build date.
 */
export const relativeMomentSchema = z.strictObject({
  playWeek: z.int().min(-4).max(52),
  day: z.int().min(0).max(6),
  time: clockTime.optional(),
});

/** Absolute local date-time in the theatre's time zone, e.g. "2026-11-25T20:30". */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "expected a local date-time YYYY-MM-DDTHH:MM");

export const showtimeSchema = z.strictObject({
  /** The ticketing system's performance code. */
  perfCode: z.string().regex(/^\d{1,10}$/, "expected 1 to 10 digits"),
  start: z.union([localDateTime, relativeMomentSchema.extend({ time: clockTime })]),
  version: z.enum(FILM_VERSIONS),
  projection: z.enum(PROJECTIONS).default("2D"),
  screen: z.string().min(1),
  /** Accessibility of this showing. */
  accessibility: z.array(z.enum(SHOWTIME_ACCESSIBILITY)).default([]),
});

export const ageClassificationSchema = z.strictObject({
  /** CNC visa: Tous publics, or forbidden under 12, 16 or 18. */
  rating: z.enum(AGE_RATINGS),
  /** The warning the visa carries, when it has one. */
  warning: z.string().min(1).optional(),
});

export const filmSchema = z.strictObject({
  id: z.string().regex(/^\d{6,10}$/, "expected 6 to 10 digits"),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected lowercase words joined by hyphens"),
  title: z.string().min(1),
  originalTitle: z.string().min(1),
  /** ISO 639 code of the original language: an original version of a French film is shown "VF", not "VOST". */
  originalLanguage: z.string().regex(/^[a-z]{2,3}$/, "expected an ISO 639 language code such as fr"),
  synopsis: z.string().min(20),
  genres: z.array(z.string().min(1)).min(1),
  durationMinutes: z.int().min(1).max(600),
  /** French release date: absolute, relative to the build's play week, or null when not yet set. */
  releaseDate: z.union([isoDate, relativeMomentSchema.omit({ time: true }), z.null()]),
  productionYear: z.int().min(1888).max(2100),
  countries: z.array(z.string().min(1)).min(1),
  directors: z.array(z.string().min(1)).min(1),
  cast: z.array(z.strictObject({ name: z.string().min(1), role: z.string().min(1).optional() })),
  classification: ageClassificationSchema,
  tags: z.array(z.enum(FILM_TAGS)).default([]),
  /**
   * Colours of the drawn poster; `file`, when given, is the operator's poster (a JPEG, PNG or WebP
   * under content/), which the build turns into responsive AVIF/WebP/JPEG; the colours then only
   * tint the space while it loads.
   */
  poster: z.strictObject({
    background: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    foreground: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    motif: z.enum(["sun", "waves", "grid", "rings", "stripes", "peaks"]),
    file: imageFile.optional(),
  }),
  /** A wide picture (16:9 or so) for the home page when the film is featured. */
  backdrop: z.strictObject({ file: imageFile }).optional(),
  showtimes: z.array(showtimeSchema).default([]),
});

export type FilmContent = z.infer<typeof filmSchema>;
export type ShowtimeContent = z.infer<typeof showtimeSchema>;
export type AgeClassification = z.infer<typeof ageClassificationSchema>;
