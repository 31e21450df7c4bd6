import type { IntlShape } from "react-intl";
import { siteConfig } from "../../../config/site-config";
import { zoneOffsets } from "../../../lib/programme/day-names";
import type { HeadScriptData } from "../../../lib/programme/head-script-handle";
import { dayWords } from "../day-name";
import { countWords } from "./count-words";

/**
 * What the head script of every page reads in its data block (lib/programme/head-script.ts): the cinema's zone from
 * `from` (the build's time) on, the words of the day names and of a day's count line, in the site's language.
 */
export const headScriptData = (intl: IntlShape, from: Date): HeadScriptData => ({
  zone: zoneOffsets(siteConfig.timeZone, from),
  days: dayWords(intl),
  count: countWords(intl),
});
