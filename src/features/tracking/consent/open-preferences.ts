/** SPEC §9: the consent preferences popup is polled for every 500 ms. */
export const PREFERENCES_POLL_MS = 500;
/** After this long without the SDK (blocked, offline), the link gives up. */
const PREFERENCES_POLL_LIMIT = 20;

/**
 * Opens the banner's preferences (« Gérer mes cookies »). The SDK may still be
 * loading when the visitor clicks: it is looked for every 500 ms, up to 10 s.
 */
export function openConsentPreferences(): void {
  let attempts = 0;
  const tryOpen = () => {
    const didomi = window.Didomi;
    if (didomi) {
      didomi.preferences.show();
      return;
    }
    attempts += 1;
    if (attempts < PREFERENCES_POLL_LIMIT) window.setTimeout(tryOpen, PREFERENCES_POLL_MS);
  };
  tryOpen();
}
