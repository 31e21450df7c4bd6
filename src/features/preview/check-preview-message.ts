import * as z from "zod/mini";
import { FOOTER_LAYOUTS, HEADER_LAYOUTS, LOGO_SIZES } from "../../domain/site-values";
import { PREVIEW_FONTS } from "../../lib/preview-vocabulary";

const hex = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));
const font = z.enum(PREVIEW_FONTS);

const colorScheme = z.partial(
  z.strictObject({
    muted: hex,
    accent: hex,
    primary: hex,
    highlight: hex,
    background: hex,
    headerBackground: hex,
    footerBackground: hex,
  }),
);

const footerMobileLinks = z
  .array(
    z.strictObject({
      label: z.string().check(z.minLength(1), z.maxLength(60)),
      to: z.string().check(z.minLength(1), z.maxLength(500)),
    }),
  )
  .check(z.maxLength(6));

/** SPEC §1: each type carries a payload field of the same name. */
const previewMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("colorScheme"), colorScheme }),
  z.strictObject({ type: z.literal("font"), font: z.partial(z.strictObject({ body: font, heading: font })) }),
  z.strictObject({ type: z.literal("headerLayout"), headerLayout: z.enum(HEADER_LAYOUTS) }),
  z.strictObject({ type: z.literal("footerLayout"), footerLayout: z.enum(FOOTER_LAYOUTS) }),
  z.strictObject({ type: z.literal("logoSize"), logoSize: z.enum(LOGO_SIZES) }),
  z.strictObject({ type: z.literal("hasSearch"), hasSearch: z.boolean() }),
  z.strictObject({ type: z.literal("footerMobileLinks"), footerMobileLinks }),
]);

export type PreviewMessage = z.infer<typeof previewMessageSchema>;

export type PreviewVerdict = { accepted: true; message: PreviewMessage } | { accepted: false; reason: string };

/**
 * Checks a window message: from one of the allowed origins, a known type, a payload of the
 * right shape. Anything else is refused with the reason (logged in development only).
 */
export function checkPreviewMessage(event: { origin: string; data: unknown }, allowedOrigins: readonly string[]): PreviewVerdict {
  if (!allowedOrigins.includes(event.origin)) return { accepted: false, reason: `origin ${event.origin} is not allowed` };
  const result = z.safeParse(previewMessageSchema, event.data);
  if (!result.success) return { accepted: false, reason: "unknown type or payload of the wrong shape" };
  return { accepted: true, message: result.data };
}
