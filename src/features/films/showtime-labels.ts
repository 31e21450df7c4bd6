import type { IntlShape } from "react-intl";
import type { Showtime } from "../../domain/film";
import { filmMessages } from "./messages";
import { showtimeVersion } from "./showtime-version";

/** Short and spoken labels of a showing's version; the original version of a French film is "VF". */
export function versionLabels(version: Showtime["version"], originalLanguage: string) {
  if (showtimeVersion(version, originalLanguage) === "VOST") {
    return [filmMessages.versionOriginal, filmMessages.versionOriginalLong] as const;
  }
  return [filmMessages.versionDubbed, filmMessages.versionDubbedLong] as const;
}

/** Content codes of accessible showings, shown as the French « AD », « ST-SME » and « Ciné-relax ». */
export const accessibilityLabels = {
  AD: [filmMessages.accessibilityADShort, filmMessages.accessibilityAD],
  SDH: [filmMessages.accessibilitySDHShort, filmMessages.accessibilitySDH],
  RELAX: [filmMessages.accessibilityRelax, filmMessages.accessibilityRelax],
} as const;

/** The short tags of one showing, in display order: version, projection, accessibility. */
export const shortTags = (intl: IntlShape, showtime: Showtime, originalLanguage: string): string[] => [
  intl.formatMessage(versionLabels(showtime.version, originalLanguage)[0]),
  showtime.projection,
  ...showtime.accessibility.map((a) => intl.formatMessage(accessibilityLabels[a][0])),
];

/** Every distinct tag among showings (« VOST », « VF », « 3D », « AD »…), for the film's summary. */
export const distinctTags = (intl: IntlShape, showtimes: readonly Showtime[], originalLanguage: string): string[] => [
  ...new Set(showtimes.flatMap((showtime) => shortTags(intl, showtime, originalLanguage))),
];
