/**
 * What tracking puts into the layout, and the build's settings it is drawn from: its own chunk in the
 * browser (tracking-parts.ts), loaded only where the settings show any of it; always there on the server.
 */
export { buildTrackingSettings } from "../../config/tracking-settings";
export { AdContainers } from "../../features/ads/ad-containers";
export { ManageCookiesButton } from "../../features/consent/manage-cookies-button";
