import { defineMessages } from "react-intl";

export const calendarMessages = defineMessages({
  addToCalendar: { id: "calendar.add", defaultMessage: "Add to my calendar: {title}, {day} at {time}" },
  book: { id: "calendar.book", defaultMessage: "Book: {url}" },
  filmPage: { id: "calendar.filmPage", defaultMessage: "The film: {url}" },
  relax: { id: "calendar.relax", defaultMessage: "Ciné-relax" },
  sdh: { id: "calendar.sdh", defaultMessage: "ST-SME" },
});
