import { useIntl } from "react-intl";
import { Alert } from "../../../components/alert";
import { useFilmIndexEntries } from "../../../components/film-index/use-film-index";
import { useFavoriteFilms } from "./get-favorite-films";
import { favoriteMessages } from "./messages";
import { favoriteFilmsListMessages as m } from "./favorite-films-list-messages";
import { SiteLink } from "../../../components/site-link/site-link";

/** "Mes films": the member's favourite films, linked to their pages (titles from the film index's shards). */
export function FavoriteFilmsList() {
  const intl = useIntl();
  const favorites = useFavoriteFilms();
  const index = useFilmIndexEntries(favorites.data ?? []);
  const failed = favorites.isError || index.isError;
  const loading = !failed && (!favorites.data || (favorites.data.length > 0 && index.isPending));
  let body;
  if (failed)
    body = (
      <Alert $tone="error" role="alert">
        {intl.formatMessage(favoriteMessages.filmsLoadFailed)}
      </Alert>
    );
  else if (loading || !favorites.data) body = <p role="status">{intl.formatMessage(m.filmsLoading)}</p>;
  else if (favorites.data.length === 0) body = <p>{intl.formatMessage(m.noFilms)}</p>;
  else {
    body = (
      <ul>
        {favorites.data.map((id) => {
          const film = index.entries.get(id);
          return (
            <li key={id}>
              {film ? <SiteLink to={film.path}>{film.title}</SiteLink> : intl.formatMessage(m.unknownFilm, { id })}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby="account-films" aria-busy={loading}>
      <h2 id="account-films">{intl.formatMessage(m.filmsTitle)}</h2>
      {body}
    </section>
  );
}
