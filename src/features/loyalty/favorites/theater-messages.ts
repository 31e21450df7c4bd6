import { defineMessages } from "react-intl";

export const theaterMessages = defineMessages({
  title: { id: "loyalty.account.theater.title", defaultMessage: "My cinema" },
  loading: { id: "loyalty.account.theater.loading", defaultMessage: "Loading your favourite cinema…" },
  isFavorite: { id: "loyalty.account.theater.isFavorite", defaultMessage: "{name} is your favourite cinema." },
  notFavorite: { id: "loyalty.account.theater.notFavorite", defaultMessage: "{name} is not your favourite cinema yet." },
  choose: { id: "loyalty.account.theater.choose", defaultMessage: "Choose {name} as my cinema" },
  remove: { id: "loyalty.account.theater.remove", defaultMessage: "Remove {name} from my cinemas" },
  newsletter: { id: "loyalty.account.theater.newsletter", defaultMessage: "Receive the newsletter of {name}" },
  otherTheater: { id: "loyalty.account.theater.other", defaultMessage: "Cinema no. {id}" },
});
