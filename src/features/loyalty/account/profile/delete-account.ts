import { useMutation } from "@tanstack/react-query";
import { clearSelectedTheater } from "../../core/session/selected-theater-cookie";
import { deleteAccount } from "../../core/api/member-api";
import { loyaltyQueryClient } from "../../core/query-client";
import { clearSessionCookie } from "../../core/session/session-cookie";
import { sessionQueryOptions } from "../../core/session/session-query";
import { broadcastSessionChange } from "../../core/session/session-sync";

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
