import { lazy, Suspense } from "react";
import { useHasSessionCookie } from "../session/use-has-session-cookie";
import { GuestEntry } from "./guest-entry";

const MemberMenu = lazy(() => import("./member-menu"));

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
