import { useEffect, useState } from "react";
import { hasSessionCookie, onSessionChange } from "./session-presence";

/**
 * The cookie read once for all the components that mount together (each read of document.cookie is a call
 * to the browser, and the listing has a favourite entry per film); read again by later mounts.
 */
let known: boolean | undefined;
function sessionCookiePresent(): boolean {
  if (known === undefined) {
    known = hasSessionCookie();
    queueMicrotask(() => (known = undefined));
  }
  return known;
}

/**
 * Whether a session cookie exists: false on the server and the first render, so hydration matches.
 */
export function useHasSessionCookie(): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    const check = () => setPresent(sessionCookiePresent());
    check();
    return onSessionChange(check);
  }, []);
  return present;
}
