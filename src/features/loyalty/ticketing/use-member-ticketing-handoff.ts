import { useEffect } from "react";
import { hasSessionCookie } from "../core/session/session-presence";
import { handoffPathFor } from "./redirect-handoff-path";
import { navigateTo } from "../../../components/site-link/navigate";
import { isPlainLeftClick } from "../../../components/site-link/plain-click";

function onClick(event: MouseEvent): void {
  if (!isPlainLeftClick(event) || !hasSessionCookie()) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
  const handoff = handoffPathFor(new URL(link.href), window.location.origin);
  if (!handoff) return;
  event.preventDefault();
  navigateTo(handoff);
}

/**
 * Showtime links lead to the server redirect, which works for everyone and
 * without JavaScript but cannot add a member's token. When a session cookie
 * exists at click time, the click goes through the hand-off page instead.
 * Used once around every page: the programme, the home page and film pages all carry showtime links.
 */
export function useMemberTicketingHandoff(): void {
  useEffect(() => {
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
