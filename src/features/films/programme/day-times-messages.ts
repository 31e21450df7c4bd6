import { defineMessages } from "react-intl";

/** The lighter days' text (components/day-times.tsx). */
export const dayTimesMessages = defineMessages({
  bookOnFilmPage: { id: "programme.bookOnFilmPage", defaultMessage: "Showtimes of the day; book them on each film's page." },
});
