import { defineMessages } from "react-intl";

export const contentPageMessages = defineMessages({
  closeModal: { id: "contentPages.closeModal", defaultMessage: "Close" },
  noShowtimes: { id: "contentPages.noShowtimes", defaultMessage: "No showtimes are planned for the moment." },
});
