import { useIntl } from "react-intl";
import { Alert } from "../../../components/alert";
import { useHydrated } from "../../../components/use-hydrated";
import { deletedMessages } from "./deleted-messages";

/** The history state the deletion leaves on the way to the home page. */
export const ACCOUNT_DELETED_STATE = "accountDeleted";

/**
 * On the home page after a deletion: says the account is gone. Small and free of member code (the home page is
 * anonymous); shown once hydrated, since the server render cannot know the history state.
 */
export function AccountDeletedNotice({ state }: { state: unknown }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const deleted =
    typeof state === "object" && state !== null && (state as Record<string, unknown>)[ACCOUNT_DELETED_STATE] === true;
  if (!hydrated || !deleted) return null;
  return (
    <Alert $tone="success" role="status">
      {intl.formatMessage(deletedMessages.deleted)}
    </Alert>
  );
}
