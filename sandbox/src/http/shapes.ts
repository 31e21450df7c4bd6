import { z } from "zod";
import { isEmailShaped } from "../../../src/lib/email";
import { MEMBER_PASSWORD_LIMIT, MEMBER_TEXT_LIMITS } from "../../../src/lib/loyalty-api";

/** Field shapes shared by the request schemas. */
export const text = (max = 256) => z.string().trim().max(max);
export const requiredText = (max = 256) => z.string().trim().min(1).max(max);
export const email = z.string().trim().max(MEMBER_TEXT_LIMITS.email).refine(isEmailShaped, "expected an email address");
export const password = z.string().min(1).max(MEMBER_PASSWORD_LIMIT);
/** Ids arrive as numbers or numeric strings; they leave as strings. */
export const numericId = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/),
    z.int().min(0).max(9_999_999_999),
  ])
  .transform(String);
/** "True"/"False" strings of the create payload, or booleans. */
export const flag = z
  .union([z.boolean(), z.enum(["True", "False", "true", "false"])])
  .transform((value) => value === true || value === "True" || value === "true");
export const maxResultsQuery = z.object({ maxResults: z.coerce.number().int().min(1).max(100).optional() });
