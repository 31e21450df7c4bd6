import { createContext, useContext, useEffect, useState } from "react";
import type { TrackingSettings } from "../../lib/tracking/settings";
import { shownInLayout, trackingLoaderNeeded, usesConsentBanner } from "../../lib/tracking/switches";
import { pageTrackingSettings } from "./page-tracking-settings";
import { loadedTrackingParts, loadTrackingParts, type TrackingParts } from "./tracking-parts";
import type * as TrackingRuntime from "./tracking-runtime";

let runtime: Promise<typeof TrackingRuntime> | null = null;

/** What the layout shows of tracking: drawn by `parts` (null: none to show) from `settings` (null: the build's). */
export interface TrackingLayout {
  settings: TrackingSettings | null;
  parts: TrackingParts | null;
}

/**
 * Starts the consent banner, analytics and ads after hydration, and only when the
 * page's settings need them: the demo loads no code and makes no request for them.
 * Then reports every page shown. Returns what the layout follows: the build's
 * settings for the server render and hydration, then the page's own.
 */
export function useTracking(pathname: string, pageContext: unknown): TrackingLayout {
  const [layout, setLayout] = useState<TrackingLayout>(() => ({ settings: null, parts: loadedTrackingParts() }));
  const [pageSettings, setPageSettings] = useState<TrackingSettings | null>(null);
  useEffect(() => {
    const fromPage = pageTrackingSettings();
    if (!fromPage) return;
    setPageSettings(fromPage);
    // The same settings as the build's on a real site (the e2e tests serve others): the parts' code
    // is fetched only if they show any.
    if (!shownInLayout(fromPage) && !loadedTrackingParts()) return;
    loadTrackingParts().then(
      (parts) => setLayout({ settings: fromPage, parts }),
      (error: unknown) => console.warn("Tracking: the layout parts could not be loaded", error),
    );
  }, []);
  useEffect(() => {
    if (!pageSettings || !trackingLoaderNeeded(pageSettings)) return;
    runtime ??= import(/* webpackChunkName: "tracking" */ "./tracking-runtime");
    void runtime.then((loaded) => {
      loaded.startTracking(pageSettings, pathname, pageContext);
      loaded.trackPage(pathname, pageContext);
    });
  }, [pageSettings, pathname, pageContext]);
  return layout;
}

/** What `useTracking` returns, for the layout and the footer slice (rendered inside the page in the browser). */
const TrackingLayoutContext = createContext<TrackingLayout | null>(null);
export const TrackingLayoutProvider = TrackingLayoutContext.Provider;

/** Outside a page (the slices' server render): the build's settings. */
const useTrackingLayout = (): TrackingLayout =>
  useContext(TrackingLayoutContext) ?? { settings: null, parts: loadedTrackingParts() };

/** The ad containers of the page's top or bottom, with their reserved space (none without ads). */
export function AdSlots({ placement }: { placement: "top" | "bottom" }) {
  const { settings, parts } = useTrackingLayout();
  if (!parts) return null;
  return <parts.AdContainers settings={settings ?? parts.buildTrackingSettings} placement={placement} />;
}

/** « Gérer mes cookies » in the footer, only where a banner is used. */
export function ManageCookiesItem() {
  const { settings, parts } = useTrackingLayout();
  if (!parts || !usesConsentBanner(settings ?? parts.buildTrackingSettings)) return null;
  return (
    <li>
      <parts.ManageCookiesButton />
    </li>
  );
}
