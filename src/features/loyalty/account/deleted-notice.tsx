import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Alert } from "../../../components/alert";
import { deletedMessages } from "./deleted-messages";

/** Set by the deletion for the home page it loads next (a page with a static part comes from the server). */
const ACCOUNT_DELETED_KEY = "cinema.accountDeleted";

/** Called once the account is deleted, before the home page loads: it will say so, once. */
export function markAccountDeleted(): void {
  try {
    sessionStorage.setItem(ACCOUNT_DELETED_KEY, "1");
  } catch {
    // Storage refused: the home page shows the visitor logged out, without the notice.
  }
}

/** Whether the deletion just happened in this tab; forgotten as it is read, so a reload does not say it again. */
function takeAccountDeleted(): boolean {
  try {
    const deleted = sessionStorage.getItem(ACCOUNT_DELETED_KEY) !== null;
    sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
    return deleted;
  } catch {
    return false;
  }
}

/**
 * On the home page after a deletion: says the account is gone. Small and free of member code (the home page is
 * anonymous); shown once hydrated, since the server render cannot know this tab's storage.
 */
export function AccountDeletedNotice() {
  const intl = useIntl();
  const [deleted, setDeleted] = useState(false);
  useEffect(() => setDeleted(takeAccountDeleted()), []);
  if (!deleted) return null;
  return (
    <Alert $tone="success" role="status">
      {intl.formatMessage(deletedMessages.deleted)}
    </Alert>
  );
}
