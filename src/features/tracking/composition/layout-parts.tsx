import { buildTrackingSettings } from "../../../config/tracking-settings";
import { AdContainers } from "../ads/ad-containers";
import { ManageCookiesButton } from "../consent/manage-cookies-button";
import type { TrackingSettings } from "../../../lib/tracking/settings";
import { trackingLoaderNeeded, usesConsentBanner } from "../../../lib/tracking/switches";
import type { LoadMemberPresence, MemberPresence } from "../core/member-presence";
import type { TrackingRecord } from "../core/tracking-record";
import type * as TrackingRuntime from "./tracking-runtime";

/*
 * Tracking's own chunk in the browser (tracking-parts.ts), loaded only where the page's settings may
 * need it; always there on the server. `settings` null means the build's (server render, hydration).
 */

/** The ad containers of the page's top or bottom, with their reserved space (none without ads). */
export const AdSlots = ({ settings, placement }: { settings: TrackingSettings | null; placement: "top" | "bottom" }) => (
  <AdContainers settings={settings ?? buildTrackingSettings} placement={placement} />
);

/** « Gérer mes cookies » in the footer, only where a banner is used. */
export function ManageCookiesItem({ settings }: { settings: TrackingSettings | null }) {
  if (!usesConsentBanner(settings ?? buildTrackingSettings)) return null;
  return (
    <li>
      <ManageCookiesButton />
    </li>
  );
}

let runtime: Promise<[typeof TrackingRuntime, MemberPresence]> | null = null;

/** Starts the consent banner, analytics and ads when the page's settings need them, then reports the page shown. */
export function followPage(
  settings: TrackingSettings,
  pathname: string,
  record: TrackingRecord,
  loadMemberPresence: LoadMemberPresence,
): void {
  if (!trackingLoaderNeeded(settings)) return;
  runtime ??= Promise.all([import(/* webpackChunkName: "tracking" */ "./tracking-runtime"), loadMemberPresence()]);
  void runtime.then(
    ([loaded, member]) => {
      loaded.startTracking(settings, member, pathname, record);
      loaded.trackPage(pathname, record);
    },
    () => {
      // Offline or a new deployment: the next page tries again. Unhandled, Gatsby would reload this page.
      runtime = null;
    },
  );
}
