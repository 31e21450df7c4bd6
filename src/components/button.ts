import styled from "styled-components";

/** The site's main button: amber with dark text (contrast 9.7:1), 44 px tall. */
export const Button = styled.button`
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border: 2px solid ${({ theme }) => theme.palette.accent};
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.accent};
  color: ${({ theme }) => theme.palette.onAccent};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const SecondaryButton = styled(Button)`
  background: ${({ theme }) => theme.palette.background};
  border-color: ${({ theme }) => theme.palette.primary};
`;
