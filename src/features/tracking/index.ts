/*
 * Tracking's one entry for the browser (the consent banner, analytics and ads): what the page wrapper,
 * the footer slice and the browser hooks use, and the record a template hands over (useTrackingRecord). All of it is on every page already; the rest of the
 * feature loads in its own chunks (tracking-parts, tracking, analytics, ads) only where settings ask.
 */
export { AdSlots, ManageCookiesItem, TrackingLayoutProvider, useTracking } from "./composition/tracking-loader";
export { loadTrackingPartsForHydration } from "./composition/tracking-parts";
export { useTrackingRecord } from "./composition/use-tracking-record";
export type { LoadMemberPresence, MemberPresence } from "./core/member-presence";
export type { ListedFilm, TrackedFilm, TrackingRecord } from "./core/tracking-record";
