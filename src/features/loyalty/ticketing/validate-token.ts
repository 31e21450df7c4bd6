import { PEACH_SUCCESS, type LoyaltyRouteName, type LoyaltyVersion } from "../../../lib/loyalty-api";
import { callLoyalty, type SessionTokens } from "../api/loyalty-client";
import { loyaltySettings } from "../settings/loyalty-settings";

/**
 * The call that checks a session token, per version. The token validity check
 * (`ValidateToken`) is a version-1 extra (SPEC §7); version 3 has none, so a
 * version-3 site asks for the member with the token (`GET /Member/v3/GetMember`,
 * "header token"), which only a live session token answers with PEACH_SUCCESS.
 */
export const tokenCheckRoute = (version: LoyaltyVersion): LoyaltyRouteName => (version === 3 ? "getMemberV3" : "validateToken");

/** SPEC §5: the token is valid only when the check answers PEACH_SUCCESS; any failure counts as invalid. */
export async function validateToken(tokens: SessionTokens, version = loyaltySettings.version): Promise<boolean> {
  const result = await callLoyalty(tokenCheckRoute(version), { tokens });
  return result.kind === "answer" && result.data.peachCode === PEACH_SUCCESS;
}
