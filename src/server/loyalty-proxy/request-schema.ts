import { z } from "zod";
import { SESSION_TOKEN_PATTERN } from "../../lib/loyalty-api/session-token";

/** A value that can go in an HTTP header: visible ASCII, bounded (no CR/LF smuggling). */
const headerValue = (max: number) => z.string().regex(new RegExp(`^[\\x21-\\x7e]{1,${max}}$`), "not a valid token");

export const sessionTokenSchema = z.string().regex(SESSION_TOKEN_PATTERN, "not a valid token");
export const captchaResponseSchema = headerValue(8192);

const scalar = z.union([z.string().max(2048), z.number().finite(), z.boolean()]);
const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, "not a valid name");

/** Query parameters of the upstream call; names are checked against the route later. */
const paramsSchema = z
  .record(fieldName, scalar)
  .refine((params) => Object.keys(params).length <= 20, "at most 20 query parameters");

/** What the browser posts to the proxy (SPEC §7). */
export const proxyRequestSchema = z
  .strictObject({
    method: z.enum(["GET", "POST"]),
    route: z.string().min(1).max(512).startsWith("/"),
    format: z.enum(["json", "raw", "blob"]).optional(),
    captchaResponse: captchaResponseSchema.nullish(),
    params: paramsSchema.optional(),
    body: z.unknown().optional(),
  })
  .refine((request) => request.method === "POST" || request.body === undefined || request.body === null, {
    message: "a GET call carries no body",
    path: ["body"],
  });

export type ProxyRequestFields = z.infer<typeof proxyRequestSchema>;

/** "body.params.x: message" for the first problem, in a form a developer can act on. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is invalid.";
  const where = issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ` : "";
  return `Invalid proxy request (${where}${issue.message}).`;
}
