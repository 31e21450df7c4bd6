import { PeachCode } from "../../../lib/loyalty-api/peach-codes";
import { callLoyalty } from "../api/loyalty-client";
import { callForOutcome, type CallOutcome } from "../member-forms/call-outcome";
import { loyaltySettings } from "../settings/loyalty-settings";

/** What the reset link carried: `resetCode`, or (one provider) `uid` and `token`. */
export interface ResetLink {
  resetCode: string | null;
  uid: string | null;
  token: string | null;
}

export const hasResetCode = (link: ResetLink) => Boolean(link.resetCode || (link.uid && link.token));

/** SPEC §4: the new password is posted only if the validation answered statusCode 200 and not « Invalid reset code ». */
export const mayPostAfterValidation = (answer: { statusCode?: number | undefined; peachCode: number }) =>
  answer.statusCode === 200 && answer.peachCode !== PeachCode.INVALID_RESET_CODE;

const invalidCode: CallOutcome<object> = {
  kind: "refused",
  peachCode: PeachCode.INVALID_RESET_CODE,
  statusCode: 400,
  clientErrorMessage: null,
};

/**
 * Sets a new password from a reset link (SPEC §4 "Password reset"): version-3 providers post it
 * directly with the code; others validate the code first (which also gives the membershipId).
 */
export async function resetPassword(
  link: ResetLink,
  password: string,
  version = loyaltySettings.version,
): Promise<CallOutcome<object>> {
  const resetCode = link.resetCode ?? link.token ?? "";
  if (version === 3) {
    const body = { password, resetCode, ...(link.uid && !link.resetCode ? { membershipId: link.uid } : {}) };
    return callForOutcome<object>("resetPasswordV3", { body }, "reset_password");
  }
  const params: Record<string, string> = link.resetCode
    ? { resetCode: link.resetCode }
    : { uid: link.uid ?? "", token: link.token ?? "" };
  const validation = await callLoyalty<{ membershipId?: string }>("validatePasswordResetCode", { params });
  if (validation.kind === "network-error") return { kind: "unavailable" };
  if (validation.kind === "proxy-error") return validation.status === 429 ? { kind: "throttled" } : { kind: "unavailable" };
  if (!mayPostAfterValidation(validation.data)) return invalidCode;
  const membershipId = validation.data.membershipId;
  return callForOutcome<object>(
    "resetPassword",
    { body: { password, resetCode, ...(membershipId ? { membershipId } : {}) } },
    "reset_password",
  );
}
