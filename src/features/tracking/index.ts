/*
 * Tracking's one entry for the browser (the consent banner, analytics and ads): what the page wrapper,
 * the footer slice and the browser hooks use. All of it is on every page already; the rest of the
 * feature loads in its own chunks (tracking-parts, tracking, analytics, ads) only where settings ask.
 */
export { AdSlots, ManageCookiesItem, TrackingLayoutProvider, useTracking } from "./composition/tracking-loader";
export { loadTrackingPartsForHydration } from "./composition/tracking-parts";
export type { LoadMemberPresence, MemberPresence } from "./core/member-presence";
