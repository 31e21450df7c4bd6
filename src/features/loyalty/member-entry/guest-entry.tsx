import styled from "styled-components";
import { ON_PAGE_WITHOUT_SCRIPTS } from "../../../lib/page-without-scripts";
import { loginPathFor } from "../core/session/login-path-for";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { SiteLink } from "../../../components/site-link/site-link";

export const EntryLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.accent};
  color: ${({ theme }) => theme.palette.onAccent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

/**
 * The build's entry, a visitor's: on a page served without its scripts (the offline page) nothing can tell a member
 * from a visitor, nor log anyone in; the entry is left out there rather than telling a member she is logged out.
 */
const GuestEntryLink = styled(EntryLink)`
  ${ON_PAGE_WITHOUT_SCRIPTS} & {
    display: none;
  }
`;

/** The header entry of a visitor who is not logged in. */
export function GuestEntry({ returnTo }: { returnTo?: string | undefined }) {
  return <GuestEntryLink to={loginPathFor(returnTo)}>{loyaltySettings.guestHeaderAccessLabel}</GuestEntryLink>;
}
