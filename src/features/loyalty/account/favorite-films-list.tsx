import { useIntl } from "react-intl";
import { Alert } from "../../../components/alert";
import { paths } from "../../../config/paths";
import { useFavoriteFilms } from "../favorites/get-favorite-films";
import { favoriteMessages } from "../favorites/messages";
import { accountMessages as m } from "./messages";
import { SiteLink } from "../../../components/site-link/site-link";

export interface AccountFilm {
  id: string;
  slug: string;
  title: string;
}

/** "Mes films": the member's favourite films, linked to their pages. */
export function FavoriteFilmsList({ films }: { films: readonly AccountFilm[] }) {
  const intl = useIntl();
  const favorites = useFavoriteFilms();
  let body;
  if (favorites.isError)
    body = (
      <Alert $tone="error" role="alert">
        {intl.formatMessage(favoriteMessages.filmsLoadFailed)}
      </Alert>
    );
  else if (!favorites.data) body = <p role="status">{intl.formatMessage(m.filmsLoading)}</p>;
  else if (favorites.data.length === 0) body = <p>{intl.formatMessage(m.noFilms)}</p>;
  else {
    body = (
      <ul>
        {favorites.data.map((id) => {
          const film = films.find((f) => f.id === id);
          return (
            <li key={id}>
              {film ? <SiteLink to={paths.film(film)}>{film.title}</SiteLink> : intl.formatMessage(m.unknownFilm, { id })}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby="account-films" aria-busy={!favorites.data && !favorites.isError}>
      <h2 id="account-films">{intl.formatMessage(m.filmsTitle)}</h2>
      {body}
    </section>
  );
}
