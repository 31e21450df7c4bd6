import { useMutation } from "@tanstack/react-query";
import { clearSelectedTheater } from "../../favorites/selected-theater-cookie";
import { callForOutcome, type CallOutcome } from "../../member-forms/call-outcome";
import { loyaltyQueryClient } from "../../query-client";
import { clearSessionCookie, readSessionCookie } from "../../session/session-cookie";
import { sessionQueryOptions } from "../../session/session-query";
import { broadcastSessionChange } from "../../session/session-sync";

/** SPEC §7 GET /Member/v3/Delete/ (version 3 only): the member's account ends on the server. */
export const deleteAccount = (): Promise<CallOutcome<object>> => callForOutcome("deleteMember", { tokens: readSessionCookie() });

/** Nothing of the deleted member stays in this browser: session and theatre cookies, cached member data, other tabs. */
export function forgetDeletedMember(): void {
  clearSessionCookie();
  clearSelectedTheater();
  loyaltyQueryClient.setQueryData(sessionQueryOptions.queryKey, null);
  loyaltyQueryClient.removeQueries({ queryKey: ["loyalty", "member"] });
  broadcastSessionChange("logout");
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (outcome) => {
      if (outcome.kind === "ok") forgetDeletedMember();
    },
  });
}
