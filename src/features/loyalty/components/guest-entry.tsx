import { Link } from "gatsby";
import styled from "styled-components";
import { paths } from "../../../config/paths";
import { loyaltySettings } from "../settings/loyalty-settings";

export const EntryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.accent};
  color: ${({ theme }) => theme.palette.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

/** The login page URL that brings the visitor back to `returnTo` afterwards. */
export const loginPathFor = (returnTo: string | undefined) =>
  returnTo && returnTo !== paths.login() ? `${paths.login()}?${new URLSearchParams({ return: returnTo })}` : paths.login();

/** The header entry of a visitor who is not logged in. */
export function GuestEntry({ returnTo }: { returnTo?: string | undefined }) {
  return <EntryLink to={loginPathFor(returnTo)}>{loyaltySettings.guestHeaderAccessLabel}</EntryLink>;
}
