import { paths } from "../../../config/paths";
import { PeachCode } from "../../../lib/loyalty-api/peach-codes";
import { loyaltySettings } from "../settings/loyalty-settings";
import { callForOutcome, type CallOutcome } from "../member-forms/call-outcome";

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
  if (outcome.kind === "refused" && outcome.peachCode === PeachCode.EMAIL_NOT_ASSOCIATED)
    return { kind: "ok", data: { peachCode: PeachCode.SUCCESS } };
  return outcome;
}
