import { useIntl } from "react-intl";
import { Alert } from "../components/alert";
import { SecondaryButton } from "../components/button";
import { previewMessages } from "./preview-messages";

/** On a preview page whose preview code could not load: the website manager learns why nothing changes. */
export function PreviewUnavailable({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert $tone="error" role="alert">
      <p>{intl.formatMessage(previewMessages.unavailable)}</p>
      <SecondaryButton type="button" onClick={onRetry}>
        {intl.formatMessage(previewMessages.retry)}
      </SecondaryButton>
    </Alert>
  );
}
