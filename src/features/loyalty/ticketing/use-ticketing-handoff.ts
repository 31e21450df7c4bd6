import { useEffect, useRef, useState } from "react";
import { useLoyaltySession } from "../session/use-loyalty-session";
import { loyaltySettings } from "../settings/loyalty-settings";
import { loginPathKeepingQuery } from "./login-path";
import type { TicketingSegment } from "./ticketing-segments";
import { ticketingRequest, ticketingTarget, type TicketingRequest } from "./ticketing-target";
import { validateToken } from "./validate-token";
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
  const { status, tokens } = useLoyaltySession();
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
    const checked = status === "logged-in" || status === "unavailable" ? tokens() : null;
    if (!checked) {
      goToLogin();
      return;
    }
    void validateToken(checked).then((valid) => {
      if (cancelled) return;
      if (!valid) return goToLogin();
      const target = ticketingTarget(loyaltySettings.ticketingUrl, segment, location.search);
      // The token is read again when sending: another tab may have refreshed it meanwhile.
      setState({
        kind: "redirecting",
        request: () => ticketingRequest(loyaltySettings.version, target, tokens()?.token ?? checked.token),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [status, tokens, segment, location.pathname, location.search]);

  useEffect(() => {
    if (state.kind !== "redirecting") return;
    const timer = setTimeout(() => sendRef.current(state.request()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return state;
}
