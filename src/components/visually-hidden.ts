import styled, { css } from "styled-components";

/** The rules of VisuallyHidden, for a parent that styles its children without a class on each (showtime-link.tsx). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
