import { defineMessages } from "react-intl";

export const favoriteMessages = defineMessages({
  addFilm: { id: "loyalty.favorites.addFilm", defaultMessage: "Add to my films" },
  removeFilm: { id: "loyalty.favorites.removeFilm", defaultMessage: "Remove from my films" },
  /** While the member's list is not known: neither "add" nor "remove". */
  filmUndecided: { id: "loyalty.favorites.filmUndecided", defaultMessage: "My films" },
  filmForScreenReaders: { id: "loyalty.favorites.filmForScreenReaders", defaultMessage: "({title})" },
  loginToAdd: { id: "loyalty.favorites.loginToAdd", defaultMessage: "Log in to keep this film in your member area" },
  filmsLoadFailed: {
    id: "loyalty.favorites.filmsLoadFailed",
    defaultMessage: "Your films could not be loaded. Please try again in a few minutes.",
  },
  /** Said by the film's toggle on the page a login from « Ajouter à mes films » led back to. */
  addedAfterLogin: { id: "loyalty.favorites.addedAfterLogin", defaultMessage: "Added to my films" },
  filmsUpdateFailed: {
    id: "loyalty.favorites.filmsUpdateFailed",
    defaultMessage: "Your films could not be updated. Please try again in a few minutes.",
  },
});
