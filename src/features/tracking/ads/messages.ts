import { defineMessages } from "react-intl";

export const adsMessages = defineMessages({
  advertisement: { id: "ads.advertisement", defaultMessage: "Advertisement" },
});
