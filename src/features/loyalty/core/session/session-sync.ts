import { loyaltyQueryClient } from "../query-client";
import { hasSessionCookie, announceSessionChange, SESSION_CHANNEL } from "./session-presence";
import { sessionQueryKey } from "./session-query";

type SessionMessage = "login" | "logout";

let channel: BroadcastChannel | undefined;

/** Tells this tab and the site's other tabs that the member logged in or out. */
export function broadcastSessionChange(message: SessionMessage): void {
  channel?.postMessage(message);
  announceSessionChange();
}

function applyChange(message: SessionMessage): void {
  if (message === "logout") {
    loyaltyQueryClient.setQueryData(sessionQueryKey, null);
    loyaltyQueryClient.removeQueries({ queryKey: ["loyalty", "member"] });
  } else {
    void loyaltyQueryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }
  announceSessionChange();
}

let started = false;

/**
 * Once per page: keeps tabs consistent (a logout or login in one tab reaches the
 * others; a tab back in the foreground notices a cookie removed meanwhile).
 * '#loyalty-logout' links are the site link's (components/site-link).
 */
export function startSessionSync(): void {
  if (started) return;
  started = true;
  if (typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent<SessionMessage>) => applyChange(event.data);
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    if (!hasSessionCookie() && loyaltyQueryClient.getQueryData(sessionQueryKey)) applyChange("logout");
  });
}
