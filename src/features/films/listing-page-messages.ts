import { defineMessages } from "react-intl";

/** The listing page's own texts (its heading and description), apart from its programme's: its first load has these only. */
export const listingPageMessages = defineMessages({
  listingTitle: { id: "films.listing.title", defaultMessage: "Films and showtimes" },
  listingDescription: {
    id: "films.listing.description",
    defaultMessage: "The programme of {cinema}: films showing this week and coming soon, with showtimes and booking.",
  },
});
