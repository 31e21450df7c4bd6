import { useIntl } from "react-intl";
import { offlineMessages } from "./messages";

/**
 * The offline page. The service worker serves it, without its scripts, for a page never visited on this
 * device, and fills the list with the pages it kept (src/service-worker/cache-policy.ts).
 */
export function OfflineContent() {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage(offlineMessages.title)}</h1>
      <p>{intl.formatMessage(offlineMessages.text)}</p>
      <h2>{intl.formatMessage(offlineMessages.cachedTitle)}</h2>
      <p>{intl.formatMessage(offlineMessages.cachedNone)}</p>
      <ul data-offline-cached-pages="" />
    </>
  );
}
