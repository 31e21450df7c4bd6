import { hasForbiddenText } from "../../lib/forbidden-text";
import { MEMBER_PASSWORD_FIELDS, MEMBER_PASSWORD_LIMIT, MEMBER_TEXT_LIMITS, type LoyaltyRoute } from "../../lib/loyalty-api";
import { errorResponse } from "../http/api-error";
import type { ServerResponse } from "../http/types";
import type { ProxyCallBody } from "./proxy-call";

const refuse = (field: string, problem: string) =>
  errorResponse("INVALID_REQUEST", `Invalid proxy request (body.${field}: ${problem}).`);

/**
 * The member's text fields of a Create or Edit body (the route's `memberText`), checked before the backend sees them:
 * each within the backend's length, none with SPEC §5's characters (passwords: their length only). Null when fine.
 */
export function refuseMemberText(route: LoyaltyRoute, body: ProxyCallBody): ServerResponse | null {
  if (!route.memberText || body.kind !== "json" || typeof body.value !== "object" || body.value === null) return null;
  const fields = body.value as Record<string, unknown>;
  for (const [field, limit] of Object.entries(MEMBER_TEXT_LIMITS)) {
    const value = fields[field];
    if (typeof value !== "string") continue;
    if (value.length > limit) return refuse(field, `at most ${limit} characters`);
    if (hasForbiddenText(value)) return refuse(field, `the characters < > ' " & ; are not accepted`);
  }
  for (const field of MEMBER_PASSWORD_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" && value.length > MEMBER_PASSWORD_LIMIT)
      return refuse(field, `at most ${MEMBER_PASSWORD_LIMIT} characters`);
  }
  return null;
}
