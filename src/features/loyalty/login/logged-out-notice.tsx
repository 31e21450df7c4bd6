import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Alert } from "../../../components/alert";
import { loyaltyMessages } from "../core/messages";
import { takeLoggedOutNotice } from "../core/session/leave-member-area";

/**
 * « Vous êtes déconnecté. » on the login page a logout from the member area led to (leave-member-area.ts): filled in
 * once mounted, so its status region announces it, and focused, the page she was on being gone.
 */
export function LoggedOutNotice() {
  const intl = useIntl();
  const [loggedOut, setLoggedOut] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => setLoggedOut(takeLoggedOutNotice()), []);
  useEffect(() => {
    if (loggedOut) notice.current?.focus();
  }, [loggedOut]);
  return (
    <div role="status">
      {loggedOut && (
        <Alert $tone="info" ref={notice} tabIndex={-1}>
          {intl.formatMessage(loyaltyMessages.loggedOut)}
        </Alert>
      )}
    </div>
  );
}
