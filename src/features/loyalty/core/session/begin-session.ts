import { loyaltyQueryClient } from "../query-client";
import type { LoginOutcome } from "./log-in";
import { announceMemberLogin } from "./session-presence";
import { sessionQueryKey } from "./session-query";
import { broadcastSessionChange } from "./session-sync";

/**
 * A login's session becomes this tab's and the other tabs' (SPEC §4); the marketing tracker hears of a
 * member who counts as logged in (SPEC §7). Other outcomes change nothing. Says whether a session began.
 */
export function beginSession(outcome: LoginOutcome): boolean {
  if (outcome.kind !== "logged-in" && outcome.kind !== "expired") return false;
  loyaltyQueryClient.setQueryData(sessionQueryKey, outcome.session);
  broadcastSessionChange("login");
  if (outcome.kind === "logged-in") announceMemberLogin(outcome.session.member.memberId);
  return true;
}
