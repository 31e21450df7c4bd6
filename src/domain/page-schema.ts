import { z } from "zod";
import { FILM_TAGS, SHOWTIME_ACCESSIBILITY } from "./film-values";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected lowercase words joined by hyphens");
const elementId = z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, "expected lowercase letters, digits and hyphens");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date YYYY-MM-DD");
/** A link target: any SPEC §2 target (path, URL, e-mail, #id, #modal-{id}); checked again when rendered. */
const target = z.string().min(1).max(500);
const linkSchema = z.strictObject({
  label: z.string().min(1).max(120),
  to: target,
  /** Sent as a POST form with these hidden fields. */
  post: z.record(z.string().regex(/^[A-Za-z][\w.-]{0,63}$/), z.string().max(2048)).optional(),
});

/** Paragraphs may hold links written `[label](target)`. */
const paragraphs = z.array(z.string().min(1).max(2000)).min(1);

const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("text"), id: elementId.optional(), heading: z.string().min(1).optional(), paragraphs }),
  z.strictObject({
    type: z.literal("image"),
    src: z.string().regex(/^\/[\w./-]+$/, "expected a path of the site, e.g. /images/salle.svg"),
    alt: z.string(),
    width: z.int().min(1).max(4000),
    height: z.int().min(1).max(4000),
  }),
  z.strictObject({
    type: z.literal("links"),
    id: elementId.optional(),
    heading: z.string().min(1).optional(),
    links: z.array(linkSchema).min(1),
  }),
  z.strictObject({
    type: z.literal("table"),
    id: elementId.optional(),
    caption: z.string().min(1),
    columns: z.array(z.string().min(1)).min(2),
    rows: z.array(z.array(z.string())).min(1),
  }),
]);

/** Which showtimes a custom-showtimes page lists: every given criterion must hold. */
export const showtimeSelectionSchema = z
  .strictObject({
    filmIds: z
      .array(z.string().regex(/^\d{6,10}$/))
      .min(1)
      .optional(),
    filmTags: z.array(z.enum(FILM_TAGS)).min(1).optional(),
    accessibility: z.array(z.enum(SHOWTIME_ACCESSIBILITY)).min(1).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((selection) => Object.keys(selection).length > 0, "choose at least one criterion");

const common = {
  slug,
  title: z.string().min(1).max(120),
  description: z.string().min(20).max(300),
  blocks: z.array(blockSchema),
  modals: z.array(z.strictObject({ id: elementId, title: z.string().min(1), paragraphs })).default([]),
};

export const pageSchema = z.discriminatedUnion("template", [
  z.strictObject({ template: z.literal("generic"), ...common }),
  z.strictObject({ template: z.literal("showtimes"), ...common, selection: showtimeSelectionSchema }),
]);

export type ContentPage = z.infer<typeof pageSchema>;
export type PageBlock = ContentPage["blocks"][number];
export type PageModal = ContentPage["modals"][number];
export type ShowtimeSelection = z.infer<typeof showtimeSelectionSchema>;
