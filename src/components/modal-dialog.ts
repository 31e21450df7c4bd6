import styled from "styled-components";

/**
 * The site's native modal `<dialog>` (open it with `showModal()`: focus kept inside, Escape closes):
 * a content page's modal and the member area's confirmations share its look; `$width` is its widest.
 */
export const ModalDialog = styled.dialog<{ $width: "34rem" | "40rem" }>`
  width: min(${({ $width }) => $width}, calc(100vw - 2rem));
  padding: 1.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.content};
  box-shadow: 0 8px 32px rgb(0 0 0 / 30%);

  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
`;
