import styled from "styled-components";

/** A message box; give it role="alert" for errors that must be announced. */
export const Alert = styled.div<{ $tone: "error" | "info" | "success" }>`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-left: 6px solid ${({ $tone }) => ({ error: "#B00020", info: "#8A4B00", success: "#1E6B2E" })[$tone]};
  background: ${({ $tone }) => ({ error: "#FDECEE", info: "#FFF6E0", success: "#E8F5EA" })[$tone]};
  border-radius: ${({ theme }) => theme.radii.content};
`;
