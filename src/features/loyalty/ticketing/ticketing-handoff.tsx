import { useCallback, useRef } from "react";
import { useIntl } from "react-intl";
import { LoyaltyIsland } from "../core/loyalty-island";
import { ticketingMessages as m } from "./messages";
import { RedirectOverlay } from "./redirect-overlay";
import { sendTicketingRequest } from "./send-ticketing-request";
import type { TicketingSegment } from "../../../lib/ticketing-segments";
import type { TicketingRequest } from "../core/api/member-api";
import { useTicketingHandoff } from "./use-ticketing-handoff";

export interface TicketingHandoffProps {
  segment: TicketingSegment;
  location: { pathname: string; search: string };
}

function Handoff({ segment, location }: TicketingHandoffProps) {
  const intl = useIntl();
  const sent = useRef(false);
  // Once only: the timer and the overlay's link may both fire.
  const send = useCallback((request: TicketingRequest) => {
    if (sent.current) return;
    sent.current = true;
    sendTicketingRequest(request);
  }, []);
  const state = useTicketingHandoff(segment, location, send);
  if (state.kind === "checking") return <p role="status">{intl.formatMessage(m.checking)}</p>;
  return <RedirectOverlay request={state.request} onSend={() => send(state.request())} />;
}

/** The hand-off page: checks the member's token, then sends them to the ticketing site with it. */
export function TicketingHandoff(props: TicketingHandoffProps) {
  const intl = useIntl();
  return (
    <LoyaltyIsland>
      <h1>{intl.formatMessage(m.title)}</h1>
      <Handoff {...props} />
    </LoyaltyIsland>
  );
}
