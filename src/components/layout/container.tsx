import styled from "styled-components";

/** Centred content column: full width on phones, SPEC §9 container widths from 640 px up. */
export const Container = styled.div`
  width: 100%;
  margin-inline: auto;
  padding-inline: 1rem;

  ${({ theme }) =>
    theme.breakpoints.map(
      (breakpoint, i) => `@media (min-width: ${breakpoint}px) { max-width: ${theme.containerWidths[i]}px; padding-inline: 0; }`,
    )}
`;
