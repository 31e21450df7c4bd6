import type { TrackingSettings } from "../../../lib/tracking/settings";
import { hashMemberId } from "./member-hash";
import { adobeLaunchSrc, googleAnalyticsIds, movioCustomerId, tagManagerContainers } from "../../../lib/tracking/switches";
import type { TrackedPage } from "../core/tracked-page";
import { createAnalyticsQueue, type AnalyticsPlugin } from "./analytics-queue";
import { analyticsPageLocation } from "./page-location";
import { pageDataRecord } from "./page-data-record";
import { adobeLaunchPlugin } from "./plugins/adobe-launch";
import { googleAnalyticsPlugin } from "./plugins/google-analytics";
import { MEMBER_LOGIN_EVENT, movioPlugin } from "./plugins/movio";
import { tagManagerPlugin } from "./plugins/tag-manager";

/** The plugins the settings switch on (SPEC §9). */
export function analyticsPlugins(settings: TrackingSettings): AnalyticsPlugin[] {
  const launch = adobeLaunchSrc(settings);
  const movio = movioCustomerId(settings);
  return [
    ...googleAnalyticsIds(settings).map(googleAnalyticsPlugin),
    ...tagManagerContainers(settings).map(tagManagerPlugin),
    ...(launch ? [adobeLaunchPlugin(launch)] : []),
    ...(movio ? [movioPlugin(movio)] : []),
  ];
}

/**
 * Starts analytics for granted consent: loads the plugins and sends a page view
 * per page shown, with the page data record. `stop()` disables every plugin before
 * a restart (SPEC §4: each consent change starts afresh); `withdraw()` also tells
 * each vendor the visitor withdrew consent and deletes its cookies.
 */
export function startAnalytics(settings: TrackingSettings) {
  const plugins = analyticsPlugins(settings);
  const queue = createAnalyticsQueue(plugins);
  const movio = plugins.find((plugin) => plugin.name.startsWith("movio:"));
  return {
    /** A member logged in: the marketing tracker gets the hashed member id and the login time (SPEC §7). */
    async memberLogin(memberId: string, at = new Date()) {
      if (!movio) return;
      const hashedMemberId = await hashMemberId(memberId);
      queue.track({ name: MEMBER_LOGIN_EVENT, params: { hashedMemberId, loginAt: at.toISOString() }, plugin: movio.name });
    },
    pageView(page: TrackedPage) {
      const record = pageDataRecord(page, settings, window.location.origin);
      queue.track({
        name: "page_view",
        params: { page_location: analyticsPageLocation(window.location.href), page_title: document.title, ...record },
      });
    },
    stop: () => queue.stop(),
    withdraw: () => queue.withdraw(),
  };
}

export type Analytics = ReturnType<typeof startAnalytics>;
