import { useMutation, useQueryClient } from "@tanstack/react-query";
import { editMember } from "../../core/api/member-api";
import { sessionQueryOptions } from "../../core/session/session-query";

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
