import { PeachCode } from "../../../../lib/loyalty-api/peach-codes";
import type { MemberDetails } from "../../api/types";
import { answerOrThrow, callLoyalty, LoyaltyCallError } from "../../api/loyalty-client";
import { readSessionCookie } from "../../session/session-cookie";
import { isMemberExpired } from "../../session/member-expiry";

/**
 * GET /Member/GetValidatedMember/{circuit}: the member as the backend holds them now. A membership that has run out
 * is refused here (46) before anything is reserved or listed for it.
 */
export async function getValidatedMember(circuit: string | null): Promise<MemberDetails> {
  // No circuit configured: the call cannot be made (read as the service being unavailable).
  if (!circuit) throw new LoyaltyCallError(null);
  const answer = answerOrThrow(
    "getValidatedMember",
    await callLoyalty<{ memberDetails: MemberDetails }>("getValidatedMember", {
      tokens: readSessionCookie(),
      pathParams: { circuit },
    }),
  );
  if (isMemberExpired(answer.memberDetails.memberExpiry, new Date())) throw new LoyaltyCallError(PeachCode.ACCOUNT_EXPIRED);
  return answer.memberDetails;
}
