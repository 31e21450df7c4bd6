import { useQuery } from "@tanstack/react-query";
import { readSessionCookie } from "./session-cookie";
import { sessionQueryOptions } from "./session-query";
import { countsAsLoggedIn, LoyaltyUnavailableError, type LoyaltySession } from "./session-lifecycle";
import { useStartDelay } from "./use-start-delay";

/** SPEC §4 states, plus "unavailable" when the loyalty service cannot be reached. */
export type SessionStatus = "loading" | "logged-out" | "logged-in" | "expired" | "unavailable";

export interface LoyaltySessionView {
  status: SessionStatus;
  /** The member, only when they count as logged in. */
  member: LoyaltySession["member"] | null;
  /** Whether the session cookie is there now (another tab may have ended the session). */
  hasSession: () => boolean;
  /** Unavailable because this device is offline (it says so, or the call got no answer at all), not the service. */
  offline: boolean;
}

const hasSession = () => readSessionCookie() !== null;

export function useLoyaltySession(): LoyaltySessionView {
  const started = useStartDelay();
  const query = useQuery({ ...sessionQueryOptions, enabled: started });
  const session = query.data;
  let status: SessionStatus;
  if (session) status = countsAsLoggedIn(session.member) ? "logged-in" : "expired";
  else if (session === null) status = "logged-out";
  // Unavailable from the first failed try, while the retries go on (a retry that succeeds logs the member in):
  // a device without signal may still say it is online, and three retries take 7 s. Offline, TanStack Query
  // pauses the call instead of failing it: the service cannot be reached either.
  else if (query.isError || query.failureCount > 0 || query.fetchStatus === "paused") status = "unavailable";
  else status = "loading";
  const offline =
    status === "unavailable" &&
    (query.fetchStatus === "paused" ||
      (typeof navigator !== "undefined" && !navigator.onLine) ||
      (query.failureReason instanceof LoyaltyUnavailableError && query.failureReason.offline));
  return { status, member: status === "logged-in" && session ? session.member : null, hasSession, offline };
}
