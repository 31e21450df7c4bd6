import styled from "styled-components";
import { SiteLink } from "../../../components/site-link/site-link";

/** A purchase link to a ticketing hand-off, drawn as the site's main button. */
export const BuyLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.accent};
  color: ${({ theme }) => theme.palette.onAccent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.highlight};
    outline-offset: 2px;
  }
`;
