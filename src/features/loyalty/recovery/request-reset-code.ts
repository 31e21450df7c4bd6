import { paths } from "../../../config/paths";
import { loyaltySettings } from "../settings/loyalty-settings";
import { callForOutcome, type CallOutcome } from "../member-forms/call-outcome";

/** 29: "Your email is not associated with a member" (SPEC §8). */
export const EMAIL_NOT_ASSOCIATED = 29;

/**
 * Asks the backend to mail a reset link (SPEC §7 GetResetPasswordCode): the link is the site's reset
 * page on `origin` (the proxy may set its own public origin instead). An e-mail that belongs to no
 * member gets the same answer as one that does (OWASP forgot-password guidance).
 */
export async function requestResetCode(
  email: string,
  origin: string,
  version = loyaltySettings.version,
): Promise<CallOutcome<object>> {
  const outcome = await callForOutcome<object>(
    version === 3 ? "getResetPasswordCodeV3" : "getResetPasswordCode",
    { params: { emailAddress: email, rootUrl: origin, resetPasswordLink: paths.passwordReset() } },
    "reset_password",
  );
  if (outcome.kind === "refused" && outcome.peachCode === EMAIL_NOT_ASSOCIATED) return { kind: "ok", data: { peachCode: 0 } };
  return outcome;
}
