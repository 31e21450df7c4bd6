import { defineMessages } from "react-intl";

/**
 * Texts of the films feature shared by the listing and the film pages; the film page's own are in
 * film-page-messages.ts, the listing's in listing-messages.ts (a page's bundles carry the texts of the modules it loads).
 */
export const filmMessages = defineMessages({
  tagNew: { id: "films.tag.new", defaultMessage: "New" },
  tagPreview: { id: "films.tag.preview", defaultMessage: "Preview" },
  ratingTP: { id: "films.rating.tp", defaultMessage: "All audiences" },
  rating12: { id: "films.rating.12", defaultMessage: "Not suitable for under 12" },
  rating16: { id: "films.rating.16", defaultMessage: "Not suitable for under 16" },
  rating18: { id: "films.rating.18", defaultMessage: "Not suitable for under 18" },
  ratingLabel: { id: "films.rating.label", defaultMessage: "<b>Age classification:</b> {rating}" },
  versionOriginal: { id: "films.version.original", defaultMessage: "OV" },
  versionOriginalLong: { id: "films.version.originalLong", defaultMessage: "original version with subtitles" },
  versionDubbed: { id: "films.version.dubbed", defaultMessage: "FR" },
  versionDubbedLong: { id: "films.version.dubbedLong", defaultMessage: "dubbed in French" },
  accessibilityAD: { id: "films.accessibility.ad", defaultMessage: "audio description" },
  accessibilityADShort: { id: "films.accessibility.adShort", defaultMessage: "AD" },
  accessibilitySDH: { id: "films.accessibility.sdh", defaultMessage: "subtitles for the deaf and hard of hearing" },
  accessibilitySDHShort: { id: "films.accessibility.sdhShort", defaultMessage: "SDH" },
  accessibilityRelax: { id: "films.accessibility.relax", defaultMessage: "Relaxed showing" },
  bookShowtimePrefix: { id: "films.bookShowtimePrefix", defaultMessage: "Book {title}, {day} at" },
});
