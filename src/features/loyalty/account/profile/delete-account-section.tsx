import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { SecondaryButton } from "../../../../components/button";
import { paths } from "../../../../config/paths";
import { siteConfig } from "../../../../config/site-config";
import type { MemberDetails } from "../../core/api/types";
import { useFailureMessage } from "../../core/member-forms/outcome-message";
import { formatCardNumber } from "../card-number";
import { ConfirmDialog } from "../confirm-dialog";
import { markAccountDeleted } from "../deleted-notice";
import { useDeleteAccount } from "./delete-account";
import { deleteMessages as m } from "./delete-messages";
import { navigateTo } from "../../../../components/site-link/navigate";

/** What the member loses, said before they confirm. */
function WhatIsLost({ member }: { member: MemberDetails }) {
  const intl = useIntl();
  const points = member.balances.find((balance) => balance.type === "POINTS")?.amount ?? 0;
  return (
    <p>
      {member.cardNumber
        ? intl.formatMessage(m.whatIsLost, { cardNumber: formatCardNumber(member.cardNumber), points })
        : intl.formatMessage(m.whatIsLostNoCard)}
    </p>
  );
}

/**
 * SPEC §7 Delete, behind a confirmation dialog (« Garder mon compte » first, Escape closes, the focus goes back to
 * the button that opened it). On success the browser forgets the member and the home page says the account is gone.
 */
export function DeleteAccountSection({ member }: { member: MemberDetails }) {
  const intl = useIntl();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const failureMessage = useFailureMessage();
  const confirm = async () => {
    setError(null);
    const outcome = await remove.mutateAsync();
    if (outcome.kind === "ok") {
      markAccountDeleted();
      navigateTo(paths.home(), { replace: true });
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
        <ConfirmDialog
          id="delete-account-dialog"
          title={intl.formatMessage(m.dialogTitle)}
          cancelLabel={intl.formatMessage(m.cancel)}
          confirmLabel={intl.formatMessage(m.confirm)}
          busyLabel={intl.formatMessage(m.deleting)}
          busy={remove.isPending}
          error={error}
          onConfirm={() => void confirm()}
          onClose={() => {
            setOpen(false);
            setError(null);
            opener.current?.focus();
          }}
        >
          <WhatIsLost member={member} />
        </ConfirmDialog>
      )}
    </section>
  );
}
