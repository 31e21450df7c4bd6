import type { Ads } from "../ads/start-ads";
import type { Analytics } from "../analytics/start-analytics";
import { startConsent } from "../consent/start-consent";
import type { MemberPresence } from "../core/member-presence";
import { CONSENT_NOT_MANAGED, UNKNOWN_CONSENT, type ConsentSnapshot } from "../core/consent-state";
import type { TrackingSettings } from "../../../lib/tracking/settings";
import { adsEnabled, analyticsEnabled } from "../../../lib/tracking/switches";
import { trackedPageFrom, type TrackedPage } from "../core/tracked-page";
import type { TrackingRecord } from "../core/tracking-record";

/**
 * Loaded only when the page's settings need it (tracking-loader.tsx): the consent
 * banner, then analytics and ads, each in its own chunk, once consent is granted.
 * One per page load: client-side navigations only report the new page.
 */
let current: { settings: TrackingSettings; member: MemberPresence; consent: ConsentSnapshot; page: TrackedPage } | null = null;
let analytics: Promise<Analytics> | null = null;
let ads: Promise<Ads | null> | null = null;

/** The page as analytics sees it, with the page data record's optional isLoggedIn (SPEC §3): a member counts as logged in. */
const pageShown = (member: MemberPresence, pathname: string, record: TrackingRecord): TrackedPage => ({
  ...trackedPageFrom(pathname, record),
  isLoggedIn: member.memberCountsAsLoggedIn(),
});

/** SPEC §7: the marketing tracker gets the member's login only when no consent purpose is denied. */
function onLogin(memberId: string) {
  if (current?.consent.state !== "granted" || current.consent.purposesDenied) return;
  void analytics?.then((running) => running.memberLogin(memberId));
}

/** Stops analytics and ads; `withdrawn`: consent is no longer granted, and every vendor is told so. */
async function stopAll(withdrawn: boolean) {
  const [runningAnalytics, runningAds] = [analytics, ads];
  analytics = null;
  ads = null;
  const stoppedAnalytics = await runningAnalytics;
  if (withdrawn) stoppedAnalytics?.withdraw();
  else stoppedAnalytics?.stop();
  (await runningAds)?.stop();
}

/**
 * SPEC §4: analytics restarts on each consent change; refused disables every
 * plugin and loads nothing more. Ads wait for consent exactly like analytics.
 */
async function onConsent(consent: ConsentSnapshot) {
  if (!current) return;
  current.consent = consent;
  document.documentElement.dataset.trackingConsent = consent.state;
  await stopAll(consent.state !== "granted");
  if (consent.state !== "granted") return;
  const { settings, page } = current;
  if (analyticsEnabled(settings)) {
    analytics = import(/* webpackChunkName: "analytics" */ "../analytics/start-analytics").then(({ startAnalytics }) => {
      const started = startAnalytics(settings);
      started.pageView(page);
      return started;
    });
  }
  if (adsEnabled(settings)) {
    ads = import(/* webpackChunkName: "ads" */ "../ads/start-ads").then(({ startAds }) => {
      const started = startAds(settings);
      started?.showPage(page);
      return started;
    });
  }
}

export function startTracking(
  settings: TrackingSettings,
  member: MemberPresence,
  pathname: string,
  record: TrackingRecord,
): void {
  if (current) return;
  const page = pageShown(member, pathname, record);
  current = { settings, member, consent: UNKNOWN_CONSENT, page };
  member.onMemberLogin(onLogin);
  document.documentElement.dataset.trackingConsent = UNKNOWN_CONSENT.state;
  if (settings.consent.disabled) void onConsent(CONSENT_NOT_MANAGED);
  else startConsent(settings, (consent) => void onConsent(consent));
}

export function trackPage(pathname: string, record: TrackingRecord): void {
  if (!current || current.page.pathname === pathname) return;
  const page = pageShown(current.member, pathname, record);
  current.page = page;
  void analytics?.then((running) => running.pageView(page));
  void ads?.then((running) => running?.showPage(page));
}
