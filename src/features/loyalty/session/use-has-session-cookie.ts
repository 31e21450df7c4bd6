import { useEffect, useState } from "react";
import { hasSessionCookie, onSessionChange } from "./session-presence";

/** Whether a session cookie exists: false on the server and the first render, so hydration matches. */
export function useHasSessionCookie(): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    const check = () => setPresent(hasSessionCookie());
    check();
    return onSessionChange(check);
  }, []);
  return present;
}
