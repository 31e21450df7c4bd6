import { loyaltySettings } from "../settings/loyalty-settings";
import { callForOutcome, type CallOutcome } from "../member-forms/call-outcome";
import { EMAIL_NOT_ASSOCIATED } from "./request-reset-code";

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
  if (outcome.kind === "refused" && outcome.peachCode === EMAIL_NOT_ASSOCIATED) return { kind: "ok", data: { peachCode: 0 } };
  return outcome;
}
