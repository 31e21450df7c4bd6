import { navigate } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Alert } from "../../../../components/alert";
import { Button, SecondaryButton } from "../../../../components/button";
import { paths } from "../../../../config/paths";
import { siteConfig } from "../../../../config/site-config";
import type { MemberDetails } from "../../api/types";
import { useFailureMessage } from "../../member-forms/outcome-message";
import { ACCOUNT_DELETED_STATE } from "../deleted-notice";
import { useDeleteAccount } from "./delete-account";
import { deleteMessages as m } from "./delete-messages";

const Dialog = styled.dialog`
  width: min(34rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.content};
  box-shadow: 0 8px 32px rgb(0 0 0 / 30%);

  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.status.error};
  color: ${({ theme }) => theme.palette.background};
`;

/** What the member loses, said before they confirm. */
function WhatIsLost({ member }: { member: MemberDetails }) {
  const intl = useIntl();
  const points = member.balances.find((balance) => balance.type === "POINTS")?.amount ?? 0;
  return (
    <p id="delete-account-what">
      {member.cardNumber
        ? intl.formatMessage(m.whatIsLost, { cardNumber: member.cardNumber, points })
        : intl.formatMessage(m.whatIsLostNoCard)}
    </p>
  );
}

/**
 * SPEC §7 Delete, behind a native modal dialog (focus kept inside, Escape and « Garder mon compte » close it,
 * the focus goes back to the button that opened it). On success the browser forgets the member and the
 * home page says the account is gone.
 */
export function DeleteAccountSection({ member }: { member: MemberDetails }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const failureMessage = useFailureMessage();
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => {
    dialog.current?.close();
  };
  const onClose = () => {
    setOpen(false);
    setError(null);
    opener.current?.focus();
  };
  const confirm = async () => {
    if (remove.isPending) return;
    setError(null);
    const outcome = await remove.mutateAsync();
    if (outcome.kind === "ok") {
      void navigate(paths.home(), { state: { [ACCOUNT_DELETED_STATE]: true }, replace: true });
      return;
    }
    setError(intl.formatMessage(m.failed, { reason: failureMessage(outcome) }));
  };
  return (
    <section aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.intro, { cinema: siteConfig.name })}</p>
      <SecondaryButton ref={opener} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.open)}
      </SecondaryButton>
      {open && (
        <Dialog
          ref={dialog}
          aria-labelledby="delete-account-dialog-title"
          aria-describedby="delete-account-what"
          onClose={onClose}
        >
          <h2 id="delete-account-dialog-title">{intl.formatMessage(m.dialogTitle)}</h2>
          <WhatIsLost member={member} />
          {error && (
            <Alert $tone="error" role="alert">
              {error}
            </Alert>
          )}
          <Actions>
            {/* First in the dialog, so it has the focus when it opens: the safe choice. */}
            <SecondaryButton type="button" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </SecondaryButton>
            <DangerButton
              type="button"
              aria-disabled={remove.isPending || undefined}
              aria-busy={remove.isPending || undefined}
              onClick={() => void confirm()}
            >
              {intl.formatMessage(remove.isPending ? m.deleting : m.confirm)}
            </DangerButton>
          </Actions>
        </Dialog>
      )}
    </section>
  );
}
