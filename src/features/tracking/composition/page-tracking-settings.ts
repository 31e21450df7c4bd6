import type { TrackingSettings } from "../../../lib/tracking/settings";
import { readTrackingSettings, TRACKING_SETTINGS_ELEMENT_ID } from "../../../lib/tracking/settings-block";

/** The settings written into the page by the build (null outside a browser or when missing). */
export const pageTrackingSettings = (): TrackingSettings | null =>
  typeof document === "undefined"
    ? null
    : readTrackingSettings(document.getElementById(TRACKING_SETTINGS_ELEMENT_ID)?.textContent);
