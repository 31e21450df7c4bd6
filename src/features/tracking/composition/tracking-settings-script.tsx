import { TRACKING_SETTINGS_ELEMENT_ID } from "../../../lib/tracking/settings";
import { buildTrackingSettings } from "../../../config/tracking-settings";
import { jsonInScript } from "../../../lib/json-in-script";

const json = jsonInScript(buildTrackingSettings);

/**
 * The tracking settings as a JSON data block in every page (browsers do not run
 * it and the Content-Security-Policy does not govern it); the browser reads them
 * from the page it was served (page-tracking-settings.ts).
 */
export const TrackingSettingsScript = () => (
  <script id={TRACKING_SETTINGS_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
);
