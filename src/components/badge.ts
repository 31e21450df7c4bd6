import styled from "styled-components";

export const Badge = styled.span<{ $tone?: "accent" | "dark" | "light" }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.buttons};
  font-size: 0.8125rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5;
  background: ${({ theme, $tone = "light" }) =>
    ({ accent: theme.palette.accent, dark: theme.palette.primary, light: theme.colors.brand5 })[$tone]};
  color: ${({ theme, $tone = "light" }) =>
    ({ accent: theme.palette.onAccent, dark: theme.palette.background, light: theme.palette.primary })[$tone]};
`;
