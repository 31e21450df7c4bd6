import { defineMessages } from "react-intl";

/** « Mes films » on the member page. */
export const favoriteFilmsListMessages = defineMessages({
  filmsTitle: { id: "loyalty.account.filmsTitle", defaultMessage: "My films" },
  filmsLoading: { id: "loyalty.account.filmsLoading", defaultMessage: "Loading your films…" },
  noFilms: {
    id: "loyalty.account.noFilms",
    defaultMessage: "You have not kept any film yet: use “Add to my films” on a film's page.",
  },
  unknownFilm: { id: "loyalty.account.unknownFilm", defaultMessage: "Film no. {id} (no longer showing)" },
});
