import { lazy, useState } from "react";
import { LazyPart } from "../../../components/lazy-part";
import { useHasSessionCookie } from "../core/session/use-has-session-cookie";
import { GuestEntry } from "./guest-entry";

const MemberMenu = lazy(() => import("./member-menu"));

/**
 * Header entry of the member area. Visitors without a session get a plain link
 * to the login page; the member-area code loads only when a session exists.
 * Once loaded, the member menu stays: after a logout it shows the guest entry
 * itself, and moves focus there when the logout came from the menu.
 */
export function MemberEntry({ returnTo }: { returnTo?: string | undefined }) {
  const hasSession = useHasSessionCookie();
  const [menuShown, setMenuShown] = useState(false);
  if (hasSession && !menuShown) setMenuShown(true);
  if (!hasSession && !menuShown) return <GuestEntry returnTo={returnTo} />;
  return (
    // Also if its code cannot load: the entry's link leads to the member area, which knows the session.
    <LazyPart fallback={<GuestEntry returnTo={returnTo} />}>
      <MemberMenu returnTo={returnTo} />
    </LazyPart>
  );
}
