import styled from "styled-components";
import { paths } from "../../../config/paths";
import { siteConfig } from "../../../config/site-config";
import { safeReturnPath } from "../core/session/return-path";
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

/** The login page URL that brings the visitor back to `returnTo` afterwards (if `safeReturnPath` accepts it). */
export function loginPathFor(returnTo: string | undefined): string {
  const back = returnTo === paths.login() ? null : safeReturnPath(returnTo, siteConfig.domain);
  return back ? `${paths.login()}?${new URLSearchParams({ return: back })}` : paths.login();
}

/** The header entry of a visitor who is not logged in. */
export function GuestEntry({ returnTo }: { returnTo?: string | undefined }) {
  return <EntryLink to={loginPathFor(returnTo)}>{loyaltySettings.guestHeaderAccessLabel}</EntryLink>;
}
