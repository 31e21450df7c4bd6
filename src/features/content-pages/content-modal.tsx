import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { ModalDialog } from "../../components/modal-dialog";
import { ModalOpenerProvider } from "../../components/site-link/link-context";
import type { PageModal } from "../../domain/page-schema";
import { contentPageMessages } from "./messages";
import { RichText } from "./rich-text";

const Close = styled.button`
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

/**
 * The generic page template's modal mount point: `#modal-{id}` links open the page's
 * modal `{id}` as a native modal dialog (focus kept inside, Escape closes, focus returns).
 */
export function ModalMount({ modals, children }: { modals: readonly PageModal[]; children: ReactNode }) {
  const intl = useIntl();
  const [openId, setOpenId] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const open = useCallback(
    (id: string) => {
      if (!modals.some((modal) => modal.id === id)) return;
      opener.current = document.activeElement;
      setOpenId(id);
    },
    [modals],
  );
  useEffect(() => {
    if (openId && !dialog.current?.open) dialog.current?.showModal();
  }, [openId]);
  const onClose = () => {
    setOpenId(null);
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };
  const modal = modals.find((candidate) => candidate.id === openId);
  return (
    <ModalOpenerProvider value={open}>
      {children}
      <div data-modal-mount="">
        {modal && (
          <ModalDialog $width="40rem" ref={dialog} aria-labelledby={`modal-title-${modal.id}`} onClose={onClose}>
            <h2 id={`modal-title-${modal.id}`}>{modal.title}</h2>
            {modal.paragraphs.map((text) => (
              <p key={text}>
                <RichText text={text} />
              </p>
            ))}
            <form method="dialog">
              <Close type="submit">{intl.formatMessage(contentPageMessages.closeModal)}</Close>
            </form>
          </ModalDialog>
        )}
      </div>
    </ModalOpenerProvider>
  );
}
