import { paths } from "../../../../../config/paths";
import { PeachCode, type LoyaltyVersion } from "../../../../../lib/loyalty-api";
import { loyaltySettings } from "../../settings/loyalty-settings";
import { callWithTokens } from "./member-call";
import { callForOutcome, outcomeOf, type CallOutcome, type Failure } from "./outcome";
import { resetValidationReply } from "./replies";
import { offersRoute, routeIn, siteVersion } from "./site-version";

/** What the reset link carried: `resetCode`, or (one provider) `uid` and `token`. */
export interface ResetLink {
  resetCode: string | null;
  uid: string | null;
  token: string | null;
}

export const hasResetCode = (link: ResetLink) => Boolean(link.resetCode || (link.uid && link.token));

/** An e-mail that belongs to no member gets the same answer as one that does (OWASP forgot-password guidance). */
const sameAnswerForStrangers = (outcome: CallOutcome<object>): CallOutcome<object> =>
  outcome.kind === "refused" && outcome.peachCode === PeachCode.EMAIL_NOT_ASSOCIATED
    ? { kind: "ok", data: { peachCode: PeachCode.SUCCESS } }
    : outcome;

/**
 * Asks the backend to mail a reset link (SPEC §7 GetResetPasswordCode): the link is the site's reset
 * page on `origin` (the proxy may set its own public origin instead).
 */
export async function requestResetCode(
  email: string,
  origin: string,
  version: LoyaltyVersion = siteVersion,
): Promise<CallOutcome<object>> {
  const params = { emailAddress: email, rootUrl: origin, resetPasswordLink: paths.passwordReset() };
  const name = routeIn(version, "getResetPasswordCode", "getResetPasswordCodeV3");
  return sameAnswerForStrangers(await callForOutcome(name, { params }, "reset_password"));
}

/** Asks the backend to mail the account's login (SPEC §7 UsernameReminder/{circuit}/{email}). */
export async function requestUsernameReminder(email: string): Promise<CallOutcome<object>> {
  const pathParams = { circuit: loyaltySettings.circuitId ?? "", email };
  return sameAnswerForStrangers(await callForOutcome("usernameReminder", { pathParams }, "username_reminder"));
}

/** SPEC §4: the new password is posted only if the validation answered statusCode 200 and not « Invalid reset code ». */
export const mayPostAfterValidation = (answer: { statusCode?: number | undefined; peachCode: number }) =>
  answer.statusCode === 200 && answer.peachCode !== PeachCode.INVALID_RESET_CODE;

const invalidCode: Failure = {
  kind: "refused",
  peachCode: PeachCode.INVALID_RESET_CODE,
  statusCode: 400,
  clientErrorMessage: null,
};

type Validation =
  { kind: "valid"; membershipId: string | undefined } | { kind: "invalid" } | { kind: "throttled" } | { kind: "unavailable" };

/** ValidatePasswordResetCode (version 1) of the link's code, read as SPEC §4 reads it. */
async function validateResetLink(link: ResetLink): Promise<Validation> {
  const params: Record<string, string> = link.resetCode
    ? { resetCode: link.resetCode }
    : { uid: link.uid ?? "", token: link.token ?? "" };
  const result = await callWithTokens("validatePasswordResetCode", { params });
  const validation = outcomeOf("validatePasswordResetCode", result, resetValidationReply);
  if (validation.kind === "throttled" || validation.kind === "unavailable") return validation;
  if (result.kind !== "answer" || !mayPostAfterValidation(result.data)) return { kind: "invalid" };
  return { kind: "valid", membershipId: validation.kind === "ok" ? validation.data.membershipId : undefined };
}

/** What the page can know of a reset link before a new password is typed. */
export type ResetLinkCheck = { kind: "usable" } | { kind: "invalid"; failure: Failure } | { kind: "unknown" };

/**
 * A version-1 backend validates the code (SPEC §4), so a used or expired link is known as the page opens. Version-3
 * providers have no validation: the code is only posted with the new password, and nothing is asked here.
 */
export async function checkResetLink(link: ResetLink, version: LoyaltyVersion = siteVersion): Promise<ResetLinkCheck> {
  if (!offersRoute(version, "validatePasswordResetCode")) return { kind: "unknown" };
  const validation = await validateResetLink(link);
  if (validation.kind === "valid") return { kind: "usable" };
  return validation.kind === "invalid" ? { kind: "invalid", failure: invalidCode } : { kind: "unknown" };
}

/**
 * Sets a new password from a reset link (SPEC §4 "Password reset"): version-3 providers post it
 * directly with the code; others validate the code first (which also gives the membershipId).
 */
export async function resetPassword(
  link: ResetLink,
  password: string,
  version: LoyaltyVersion = siteVersion,
): Promise<CallOutcome<object>> {
  const resetCode = link.resetCode ?? link.token ?? "";
  const name = routeIn(version, "resetPassword", "resetPasswordV3");
  if (name === "resetPasswordV3") {
    const body = { password, resetCode, ...(link.uid && !link.resetCode ? { membershipId: link.uid } : {}) };
    return callForOutcome(name, { body }, "reset_password");
  }
  const validation = await validateResetLink(link);
  if (validation.kind === "throttled" || validation.kind === "unavailable") return validation;
  if (validation.kind === "invalid") return invalidCode;
  const { membershipId } = validation;
  return callForOutcome(name, { body: { password, resetCode, ...(membershipId ? { membershipId } : {}) } }, "reset_password");
}
