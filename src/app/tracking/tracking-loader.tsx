import { createContext, useContext, useEffect, useState } from "react";
import { ManageCookiesButton } from "../../features/consent/manage-cookies-button";
import type { TrackingSettings } from "../../lib/tracking/settings";
import { trackingLoaderNeeded, usesConsentBanner } from "../../lib/tracking/switches";
import { buildTrackingSettings } from "../../config/tracking-settings";
import { pageTrackingSettings } from "./page-tracking-settings";
import type * as TrackingRuntime from "./tracking-runtime";

let runtime: Promise<typeof TrackingRuntime> | null = null;

/**
 * Starts the consent banner, analytics and ads after hydration, and only when the
 * page's settings need them: the demo loads no code and makes no request for them.
 * Then reports every page shown. Returns the settings the layout follows: the
 * build's for the server render and hydration, then the page's own.
 */
export function useTracking(pathname: string, pageContext: unknown): TrackingSettings {
  const [settings, setSettings] = useState<{ value: TrackingSettings; fromPage: boolean }>({
    value: buildTrackingSettings,
    fromPage: false,
  });
  useEffect(() => {
    const fromPage = pageTrackingSettings();
    if (fromPage) setSettings({ value: fromPage, fromPage: true });
  }, []);
  useEffect(() => {
    if (!settings.fromPage || !trackingLoaderNeeded(settings.value)) return;
    runtime ??= import(/* webpackChunkName: "tracking" */ "./tracking-runtime");
    void runtime.then((loaded) => {
      loaded.startTracking(settings.value, pathname, pageContext);
      loaded.trackPage(pathname, pageContext);
    });
  }, [settings, pathname, pageContext]);
  return settings.value;
}

/** The settings `useTracking` returns, for the footer slice (rendered inside the page in the browser). */
const TrackingSettingsContext = createContext<TrackingSettings>(buildTrackingSettings);
export const TrackingSettingsProvider = TrackingSettingsContext.Provider;

/** « Gérer mes cookies » in the footer, only where a banner is used. */
export function ManageCookiesItem() {
  const settings = useContext(TrackingSettingsContext);
  if (!usesConsentBanner(settings)) return null;
  return (
    <li>
      <ManageCookiesButton />
    </li>
  );
}
