import { defineMessages } from "react-intl";

/** The words of a day's name relative to the visitor's date (day-name.tsx): the listing's, the home's, a film page's. */
export const dayNameMessages = defineMessages({
  today: { id: "films.day.today", defaultMessage: "Today" },
  tomorrow: { id: "films.day.tomorrow", defaultMessage: "Tomorrow" },
  todayLong: { id: "programme.dayHeading.today", defaultMessage: "Today, {date}" },
  tomorrowLong: { id: "programme.dayHeading.tomorrow", defaultMessage: "Tomorrow, {date}" },
});
