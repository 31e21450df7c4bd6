import { loyaltyQueryClient } from "../query-client";
import { sessionQueryKey } from "./session-query";
import { endSession } from "./session-lifecycle";
import { broadcastSessionChange } from "./session-sync";

/** Logs out: the server session ends (SPEC §7 per version) and the local one whatever the server says. */
export async function logOut(): Promise<void> {
  try {
    await endSession();
  } finally {
    loyaltyQueryClient.setQueryData(sessionQueryKey, null);
    loyaltyQueryClient.removeQueries({ queryKey: ["loyalty", "member"] });
    broadcastSessionChange("logout");
  }
}
