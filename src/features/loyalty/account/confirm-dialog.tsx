import { useEffect, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { Alert } from "../../../components/alert";
import { Button, SecondaryButton } from "../../../components/button";
import { ModalDialog } from "../../../components/modal-dialog";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const DangerButton = styled(Button)`
  border-color: ${({ theme }) => theme.status.error};
  background: ${({ theme }) => theme.status.error};
  color: ${({ theme }) => theme.palette.background};
`;

/**
 * A destructive (or spending) action's confirmation: a native modal dialog (focus kept inside, Escape closes) that names
 * what happens; the safe choice comes first and has the focus; the confirm button ignores clicks while the call runs.
 * Mounted only while open; `onClose` runs however it closes (give the focus back to the opener there).
 */
export function ConfirmDialog({
  id,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onClose,
  tone = "danger",
}: {
  id: string;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** "primary" for a confirmation that spends rather than destroys (redeeming points). */
  tone?: "danger" | "primary";
}) {
  const ConfirmButton = tone === "danger" ? DangerButton : Button;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  // Closed here, at once: the browser's `close` event comes a task later, and a key pressed in between (Enter on
  // the opener right after Escape) would reopen a dialog that event then closed for good.
  const closed = useRef(false);
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    if (dialog.current?.open) dialog.current.close();
    onClose();
  };
  return (
    <ModalDialog
      $width="34rem"
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={close}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-what`}>{children}</div>
      {error && (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      )}
      <Actions>
        <SecondaryButton type="button" onClick={close}>
          {cancelLabel}
        </SecondaryButton>
        <ConfirmButton
          type="button"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={busy ? undefined : onConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </ConfirmButton>
      </Actions>
    </ModalDialog>
  );
}
