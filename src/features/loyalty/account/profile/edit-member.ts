import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoyaltyRouteName } from "../../../../lib/loyalty-api";
import type { MemberDetails } from "../../api/types";
import { callForOutcome, type CallOutcome } from "../../member-forms/call-outcome";
import { readSessionCookie } from "../../session/session-cookie";
import { sessionQueryOptions } from "../../session/session-query";
import { loyaltySettings } from "../../settings/loyalty-settings";
import type { EditPayload } from "./profile-values";

/** SPEC §7: /Member/Edit for version 1, /Member/v3/Edit for version 3. */
const route: LoyaltyRouteName = loyaltySettings.version === 3 ? "editMemberV3" : "editMember";

/** Sends the member's new details; the answer carries the details as the server now holds them. */
export const editMember = (payload: EditPayload): Promise<CallOutcome<{ memberDetails?: MemberDetails }>> =>
  callForOutcome(route, { tokens: readSessionCookie(), body: payload });

/** On success the session's member becomes the server's answer (the header and every section follow). */
export function useEditMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMember,
    onSuccess: (outcome) => {
      if (outcome.kind !== "ok" || !outcome.data.memberDetails) return;
      const member = outcome.data.memberDetails;
      queryClient.setQueryData(sessionQueryOptions.queryKey, (session) => session && { ...session, member });
    },
  });
}
