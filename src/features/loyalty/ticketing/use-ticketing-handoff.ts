import { useEffect, useRef, useState } from "react";
import { useLoyaltySession } from "../core/session/use-loyalty-session";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { loginPathKeepingQuery } from "./login-path";
import type { TicketingSegment } from "../../../lib/ticketing-segments";
import { ticketingTarget } from "./ticketing-target";
import { ticketingHandoff, type TicketingRequest } from "../core/api/member-api";
import { navigateTo } from "../../../components/site-link/navigate";

/** SPEC §9: the overlay shows this long before the member is sent on. */
export const REDIRECT_DELAY_MS = 5_000;

export type HandoffState = { kind: "checking" } | { kind: "redirecting"; request: () => TicketingRequest };

/**
 * SPEC §4 "Redirect to ticketing": once the session is known, the token is
 * checked; invalid or absent → login page, valid → the overlay, then the
 * ticketing site after REDIRECT_DELAY_MS (`send` is called with the request).
 */
export function useTicketingHandoff(
  segment: TicketingSegment,
  location: { pathname: string; search: string },
  send: (request: TicketingRequest) => void,
): HandoffState {
  const { status } = useLoyaltySession();
  const [state, setState] = useState<HandoffState>({ kind: "checking" });
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (status === "loading") return;
    let cancelled = false;
    const goToLogin = () => {
      const login = loginPathKeepingQuery(location.pathname, location.search, window.location.origin);
      if (!cancelled && login) navigateTo(login, { replace: true });
    };
    // A session that could not be refreshed (service unreachable) still gets its token checked.
    if (status !== "logged-in" && status !== "unavailable") {
      goToLogin();
      return;
    }
    void ticketingHandoff().then((requestFor) => {
      if (cancelled) return;
      if (!requestFor) return goToLogin();
      const target = ticketingTarget(loyaltySettings.ticketingUrl, segment, location.search);
      setState({ kind: "redirecting", request: () => requestFor(target) });
    });
    return () => {
      cancelled = true;
    };
  }, [status, segment, location.pathname, location.search]);

  useEffect(() => {
    if (state.kind !== "redirecting") return;
    const timer = setTimeout(() => sendRef.current(state.request()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return state;
}
