import { defineMessages } from "react-intl";

/** The programme listing's own texts (the listing, the home page's programme, the film cards). */
export const listingMessages = defineMessages({
  bucketCurrent: { id: "films.bucket.current", defaultMessage: "This week" },
  bucketNext1: { id: "films.bucket.next1", defaultMessage: "Next week" },
  bucketNext2: { id: "films.bucket.next2", defaultMessage: "In two weeks" },
  bucketNext3: { id: "films.bucket.next3", defaultMessage: "In three weeks" },
  bucketBeyond: { id: "films.bucket.beyond", defaultMessage: "Later" },
  bucketUndetermined: { id: "films.bucket.undetermined", defaultMessage: "Coming soon, dates to be announced" },
  nextShowtimes: { id: "films.nextShowtimes", defaultMessage: "Next showtime: {day} at {time}" },
  emptyProgramme: { id: "films.emptyProgramme", defaultMessage: "No film is scheduled for now." },
});
