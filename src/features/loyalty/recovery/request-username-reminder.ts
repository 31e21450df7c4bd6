import { loyaltySettings } from "../settings/loyalty-settings";
import { callForOutcome, type CallOutcome } from "../member-forms/call-outcome";
import { PeachCode } from "../../../lib/loyalty-api/peach-codes";

/**
 * Asks the backend to mail the account's login (SPEC §7 UsernameReminder/{circuit}/{email}). As for
 * the reset link, an address that belongs to no member gets the same answer.
 */
export async function requestUsernameReminder(email: string): Promise<CallOutcome<object>> {
  const outcome = await callForOutcome<object>(
    "usernameReminder",
    { pathParams: { circuit: loyaltySettings.circuitId ?? "", email } },
    "username_reminder",
  );
  if (outcome.kind === "refused" && outcome.peachCode === PeachCode.EMAIL_NOT_ASSOCIATED)
    return { kind: "ok", data: { peachCode: PeachCode.SUCCESS } };
  return outcome;
}
