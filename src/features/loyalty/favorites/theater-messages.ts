import { defineMessages } from "react-intl";

/** `{theater}` is the cinema's name with its article (« le Cinéma L’Aurore »), `{ofTheater}` with « du » (src/lib/french-article.ts). */
export const theaterMessages = defineMessages({
  title: { id: "loyalty.account.theater.title", defaultMessage: "My cinema" },
  loading: { id: "loyalty.account.theater.loading", defaultMessage: "Loading your favourite cinema…" },
  isFavorite: { id: "loyalty.account.theater.isFavorite", defaultMessage: "{theater} is your favourite cinema." },
  notFavorite: { id: "loyalty.account.theater.notFavorite", defaultMessage: "{theater} is not your favourite cinema yet." },
  choose: { id: "loyalty.account.theater.choose", defaultMessage: "Choose {theater} as my cinema" },
  remove: { id: "loyalty.account.theater.remove", defaultMessage: "Remove {theater} from my cinemas" },
  newsletter: { id: "loyalty.account.theater.newsletter", defaultMessage: "Receive the newsletter {ofTheater}" },
  otherTheater: { id: "loyalty.account.theater.other", defaultMessage: "Cinema no. {id}" },
});
