import { defineMessages } from "react-intl";

/** The programme's texts (the listing's and the home page's); the home page's own are in home-messages.ts. */
export const programmeMessages = defineMessages({
  dayPicker: { id: "programme.dayPicker", defaultMessage: "Choose a day" },
  showtimeCount: {
    id: "programme.showtimeCount",
    defaultMessage: "{films, plural, one {# film} other {# films}}, {showtimes, plural, one {# showtime} other {# showtimes}}",
  },
  noShowtimeForFilters: { id: "programme.noShowtimeForFilters", defaultMessage: "No showtime matches your filters on this day." },
  noShowtimeToday: { id: "programme.noShowtime", defaultMessage: "No showtime is scheduled for the coming days." },
  showtimesOfFilm: { id: "programme.showtimesOfFilm", defaultMessage: "Showtimes of {title}" },
  laterFilms: { id: "programme.later.count", defaultMessage: "{count, plural, one {# film} other {# films}}" },
  showLater: { id: "programme.later.show", defaultMessage: "Show the films" },
  loading: { id: "programme.later.loading", defaultMessage: "Loading…" },
  loadFailed: { id: "programme.later.failed", defaultMessage: "The films could not be loaded." },
  retry: { id: "programme.later.retry", defaultMessage: "Try again" },
});
