import { createContext, useContext, useEffect, useState } from "react";
import type { TrackingSettings } from "../../../lib/tracking/settings";
import { mayNeedTrackingCode } from "../../../lib/tracking/settings-block";
import type { LoadMemberPresence } from "../core/member-presence";
import { pageTrackingSettings } from "./page-tracking-settings";
import { loadedTrackingParts, loadTrackingParts, type TrackingParts } from "./tracking-parts";
import { shownTrackingRecord } from "./use-tracking-record";

/** What the layout shows of tracking: drawn by `parts` (null: nothing to show) from `settings` (null: the build's). */
export interface TrackingLayout {
  settings: TrackingSettings | null;
  parts: TrackingParts | null;
}

/**
 * After hydration, reads the page's settings and, only if they may need it, loads tracking's chunk,
 * which starts the consent banner, analytics and ads as they ask and reports every page shown, with the
 * record its template handed over (use-tracking-record.ts): the demo loads no code and makes no request
 * for them. Returns what the layout follows: the build's settings for the server render and hydration,
 * then the page's own (the same on a real site; the e2e tests serve others).
 */
export function useTracking(pathname: string, loadMemberPresence: LoadMemberPresence): TrackingLayout {
  const [layout, setLayout] = useState<TrackingLayout>(() => ({ settings: null, parts: loadedTrackingParts() }));
  useEffect(() => {
    const fromPage = pageTrackingSettings();
    if (!fromPage || (!mayNeedTrackingCode(fromPage) && !loadedTrackingParts())) return;
    loadTrackingParts().then(
      (parts) => setLayout({ settings: fromPage, parts }),
      (error: unknown) => console.warn("Tracking: its code could not be loaded", error),
    );
  }, []);
  useEffect(() => {
    if (layout.settings) layout.parts?.followPage(layout.settings, pathname, shownTrackingRecord(), loadMemberPresence);
  }, [layout, pathname, loadMemberPresence]);
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
  return parts && <parts.AdSlots settings={settings} placement={placement} />;
}

/** « Gérer mes cookies » in the footer, only where a banner is used. */
export function ManageCookiesItem() {
  const { settings, parts } = useTrackingLayout();
  return parts && <parts.ManageCookiesItem settings={settings} />;
}
