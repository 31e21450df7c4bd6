import { callLoyalty } from "../api/loyalty-client";
import type { SessionTokens } from "../api/loyalty-client";

/** SPEC §5: the token is valid only when the check answers peachCode 0; any failure counts as invalid. */
export async function validateToken(tokens: SessionTokens): Promise<boolean> {
  const result = await callLoyalty("validateToken", { tokens });
  return result.kind === "answer" && result.data.peachCode === 0;
}
