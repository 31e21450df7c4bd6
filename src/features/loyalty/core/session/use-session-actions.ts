import { useMutation } from "@tanstack/react-query";
import { beginSession } from "./begin-session";
import { logIn, type Credentials } from "./log-in";
import { logOut } from "./log-out";

export function useLogIn() {
  return useMutation({
    mutationFn: (credentials: Credentials) => logIn(credentials),
    onSuccess: beginSession,
  });
}

export function useLogOut() {
  return useMutation({ mutationFn: logOut });
}
