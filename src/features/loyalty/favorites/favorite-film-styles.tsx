import styled, { css } from "styled-components";
import { SiteLink } from "../../../components/site-link/site-link";

const toggleLook = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  /* One line, also in a narrow card (the later weeks' at 320 px): its words are a label, not prose. */
  white-space: nowrap;
  min-height: 44px;
  margin: 0.5rem 0 0;
  padding: 0.4rem 0.9rem;
  border: 2px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  cursor: pointer;
`;

/** The favourite toggle; the heart is filled when the film is a favourite. */
export const ToggleButton = styled.button`
  ${toggleLook}

  &[aria-pressed="true"] {
    background: ${({ theme }) => theme.palette.accent};
    border-color: ${({ theme }) => theme.palette.accent};
  }
  &[aria-disabled="true"] {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const ToggleLink = styled(SiteLink)`
  ${toggleLook}

  /* A member's toggle takes the visitors' link's place (favorite-film-slots.tsx): its display must not outlive hidden. */
  &[hidden] {
    display: none;
  }
`;

export const Heart = ({ filled }: { filled: boolean }) => (
  <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
    <path
      d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4C11.8 6.1 13.2 5 15.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

/** Where the toggle's outcome is announced (always in the page, so screen readers hear changes). */
export const ToggleStatus = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;

  /* Silent, it takes no room: the toggle stands exactly where the visitors' link stood. */
  &:empty {
    margin: 0;
  }
`;
