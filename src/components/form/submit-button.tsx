import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../button";

const BusyButton = styled(Button)`
  &[aria-disabled="true"] {
    opacity: 0.7;
    cursor: progress;
  }
`;

/**
 * A form's submit button. While the form is sent it stays focusable (aria-disabled, not disabled,
 * so a keyboard user keeps the focus) and a click or Enter does not send the form a second time.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <BusyButton
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? busyLabel : children}
    </BusyButton>
  );
}
