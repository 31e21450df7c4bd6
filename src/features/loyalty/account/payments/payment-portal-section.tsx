import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Alert } from "../../../../components/alert";
import { leaveSiteFor } from "../../../../components/site-link/navigate";
import { SecondaryButton } from "../../../../components/button";
import { useLoyaltyFailureMessage } from "../../core/errors/use-loyalty-error-message";
import { loyaltyMessages } from "../../core/messages";
import { getPaymentPortalSession } from "./get-payment-portal-session";
import { paymentsMessages as m } from "./messages";
import { safePortalUrl } from "./portal-url";

/**
 * « Mes moyens de paiement » on « Mon profil »: asks the backend for a portal session and sends the member to the
 * portal's address only once it is checked (safePortalUrl); a refused address is said, never followed.
 */
export function PaymentPortalSection({ navigate = leaveSiteFor }: { navigate?: (url: string) => void }) {
  const intl = useIntl();
  const failureMessage = useLoyaltyFailureMessage(m.failed, loyaltyMessages.unavailable);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asking = useRef(false);

  const open = async () => {
    if (asking.current) return;
    asking.current = true;
    setBusy(true);
    setError(null);
    try {
      const url = safePortalUrl(await getPaymentPortalSession());
      if (url) {
        // The page is leaving: the button stays busy.
        navigate(url);
        return;
      }
      console.warn("Payment portal: the address answered is not an https one; not followed");
      setError(intl.formatMessage(m.unsafe));
    } catch (failure) {
      setError(failureMessage(failure as Error));
    }
    asking.current = false;
    setBusy(false);
  };

  return (
    <section aria-labelledby="account-payments-title">
      <h2 id="account-payments-title">{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.what)}</p>
      <SecondaryButton type="button" aria-disabled={busy || undefined} onClick={busy ? undefined : () => void open()}>
        {intl.formatMessage(busy ? m.opening : m.open)}
      </SecondaryButton>
      {error && (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      )}
    </section>
  );
}
