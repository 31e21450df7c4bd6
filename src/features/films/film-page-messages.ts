import { defineMessages } from "react-intl";

/** Texts of the film pages only (facts, synopsis, showtimes by day): the listing does not ship them. */
export const filmPageMessages = defineMessages({
  releaseDate: { id: "films.releaseDate", defaultMessage: "Released {date}" },
  releaseUnknown: { id: "films.releaseUnknown", defaultMessage: "Release date to be announced" },
  directedBy: { id: "films.directedBy", defaultMessage: "Directed by" },
  cast: { id: "films.cast", defaultMessage: "Cast" },
  castRole: { id: "films.castRole", defaultMessage: "{name} ({role})" },
  genres: { id: "films.genres", defaultMessage: "Genres" },
  originalTitle: { id: "films.originalTitle", defaultMessage: "Original title" },
  productionYear: { id: "films.productionYear", defaultMessage: "Year" },
  countries: { id: "films.countries", defaultMessage: "Countries" },
  synopsis: { id: "films.synopsis", defaultMessage: "Synopsis" },
  showtimes: { id: "films.showtimes", defaultMessage: "Showtimes" },
  noShowtimes: { id: "films.noShowtimes", defaultMessage: "No showtime scheduled yet." },
  showtimeDays: { id: "films.showtimeDays", defaultMessage: "Days with showtimes" },
  versionsShown: { id: "films.versionsShown", defaultMessage: "Versions" },
  filmDescription: {
    id: "films.page.description",
    defaultMessage: "{title}: showtimes, synopsis and booking at {cinema}.",
  },
});
