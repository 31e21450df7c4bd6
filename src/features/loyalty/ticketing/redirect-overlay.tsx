import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { ticketingMessages as m } from "./messages";
import type { TicketingRequest } from "../core/api/member-api";

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(0 0 0 / 55%);
`;

const Panel = styled.div`
  max-width: 28rem;
  padding: 1.5rem 2rem;
  border-radius: ${({ theme }) => theme.radii.content};
  background: ${({ theme }) => theme.palette.background};
  text-align: center;
`;

/**
 * SPEC §2 redirect overlay. The link sends at once what the timer would send; a
 * version-3 request goes as a POST form with the token in a hidden field.
 */
export function RedirectOverlay({ request, onSend }: { request: () => TicketingRequest; onSend: () => void }) {
  const intl = useIntl();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  const preview = request();
  return (
    <Backdrop>
      <Panel
        role="dialog"
        aria-modal="true"
        aria-labelledby="ticketing-redirect-message"
        // Modal: the link is its only control, so Tab and Shift+Tab stay on it.
        onKeyDown={(event) => {
          if (event.key !== "Tab") return;
          event.preventDefault();
          link.current?.focus();
        }}
      >
        <p id="ticketing-redirect-message" role="status">
          {intl.formatMessage(m.redirecting)}
        </p>
        {/*
          A plain <a>, not a SiteLink: its click sends the hand-off's request (for version 3 a POST form with the
          member's token), not a navigation to its href, and the dialog needs its ref to keep the focus on it.
          SiteLink's rules would only mislabel it (a new window for a ticketing site on another domain).
        */}
        <a
          ref={link}
          href={preview.url}
          onClick={(event) => {
            event.preventDefault();
            onSend();
          }}
        >
          {intl.formatMessage(m.fallbackLink)}
        </a>
      </Panel>
    </Backdrop>
  );
}
