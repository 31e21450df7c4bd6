import { siteConfig, theaterConfig } from "./site-config";
import { trackingSettingsFrom } from "../lib/tracking/settings";

/** The tracking settings of this build (what the page's settings block carries). */
export const buildTrackingSettings = trackingSettingsFrom(siteConfig, {
  id: theaterConfig.id,
  name: theaterConfig.name,
  slug: theaterConfig.slug,
});
