import { lazy, Suspense, useEffect, useState } from "react";
import { hasSessionCookie, onSessionChange } from "../session/session-presence";
import { GuestEntry } from "./guest-entry";

const MemberMenu = lazy(() => import("./member-menu"));

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

/**
 * Header entry of the member area. Visitors without a session get a plain link
 * to the login page; the member-area code loads only when a session exists.
 */
export function MemberEntry({ returnTo }: { returnTo?: string | undefined }) {
  const hasSession = useHasSessionCookie();
  if (!hasSession) return <GuestEntry returnTo={returnTo} />;
  return (
    <Suspense fallback={<GuestEntry returnTo={returnTo} />}>
      <MemberMenu returnTo={returnTo} />
    </Suspense>
  );
}
