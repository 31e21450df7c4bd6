import { css } from "styled-components";

/** The width of the fade that says a row of days goes on, and of the room it keeps when a day is brought into view. */
const FADE = "2.5rem";

/**
 * A row of days, the listing's and a film page's alike: one line that scrolls sideways, never a day cut without a
 * sign. Where more days follow, the row's end fades into the page (a sticky veil at its right edge); scrolled to the
 * end, the veil sits after the last day and hides nothing. A day brought into view (focus, choice) keeps clear of it.
 */
export const dayStrip = css`
  display: flex;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 4px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-padding-inline: 4px ${FADE};
  scrollbar-width: thin;

  &::after {
    content: "";
    position: sticky;
    right: 0;
    flex: none;
    width: ${FADE};
    /* No gap before it: at the row's end it starts where the last day ends. */
    margin-left: -0.5rem;
    background: linear-gradient(to right, transparent, ${({ theme }) => theme.palette.background} 80%);
    pointer-events: none;
  }

  & > * {
    flex: none;
  }
`;

/** A day of the row: its whole name on one line, at least 44 px high; the chosen one filled. */
export const dayStripItem = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.25rem 0.9rem;
  border: 2px solid ${({ theme }) => theme.palette.muted};
  border-radius: ${({ theme }) => theme.radii.buttons};
  color: ${({ theme }) => theme.palette.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
`;

export const dayStripItemChosen = css`
  border-color: ${({ theme }) => theme.palette.primary};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.background};
`;
