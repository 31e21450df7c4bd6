import styled from "styled-components";

/** A message box; give it role="alert" for errors that must be announced. */
export const Alert = styled.div<{ $tone: "error" | "info" | "success" }>`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-left: 6px solid ${({ theme, $tone }) => theme.status[$tone]};
  background: ${({ theme, $tone }) => theme.status[`${$tone}Background`]};
  border-radius: ${({ theme }) => theme.radii.content};
`;
