import { useMutation, useQueryClient } from "@tanstack/react-query";
import { logIn, type Credentials } from "./log-in";
import { logOut } from "./log-out";
import { announceMemberLogin } from "./session-presence";
import { sessionQueryKey } from "./session-query";
import { broadcastSessionChange } from "./session-sync";

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => logIn(credentials),
    onSuccess: (outcome) => {
      if (outcome.kind !== "logged-in" && outcome.kind !== "expired") return;
      queryClient.setQueryData(sessionQueryKey, outcome.session);
      broadcastSessionChange("login");
      if (outcome.kind === "logged-in") announceMemberLogin(outcome.session.member.memberId);
    },
  });
}

export function useLogOut() {
  return useMutation({ mutationFn: logOut });
}
