import styled from "styled-components";
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

/** The header entry of a visitor who is not logged in. */
export function GuestEntry({ returnTo }: { returnTo?: string | undefined }) {
  return <EntryLink to={loginPathFor(returnTo)}>{loyaltySettings.guestHeaderAccessLabel}</EntryLink>;
}
