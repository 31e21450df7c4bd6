import { forgetCard } from "./remembered-card";
import { announceSessionChange, SESSION_CHANNEL, SESSION_COOKIE, USER_SESSION_ID_COOKIE } from "./session-presence";

/**
 * A logout without the member code, when its chunk could not load (src/app/link-actions.ts): the session ends on
 * this device as `logOut` ends it whatever the server answers (SPEC §4). The cookies and the card kept for offline
 * use go; this tab's member parts and the other tabs hear a logout (a channel of its own reaches this tab's
 * session sync too). The backend is not told: its tokens are forgotten here and lapse there.
 */
export function endSessionOnThisDevice(): void {
  for (const name of [SESSION_COOKIE, USER_SESSION_ID_COOKIE]) document.cookie = `${name}=; path=/; max-age=0`;
  forgetCard();
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage("logout");
    channel.close();
  }
  announceSessionChange();
}
