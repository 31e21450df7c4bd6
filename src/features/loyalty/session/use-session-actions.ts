import { useMutation, useQueryClient } from "@tanstack/react-query";
import { logIn, type Credentials } from "./log-in";
import { logOut } from "./log-out";
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
    },
  });
}

export function useLogOut() {
  return useMutation({ mutationFn: logOut });
}
