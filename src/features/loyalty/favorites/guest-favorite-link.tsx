import { useIntl } from "react-intl";
import { loginPathFor } from "../core/session/login-path-for";
import { Heart, ToggleLink } from "./favorite-film-styles";
import { favoriteMessages } from "./messages";

export interface FavoriteFilmProps {
  film: { id: string; title: string };
  /** The current page: the login page brings the visitor back to it. */
  returnTo: string;
}

/** For visitors without a session: the toggle's place, leading to the login page, which adds the film once she is in. */
export function GuestFavoriteLink({
  film,
  returnTo,
  ...data
}: FavoriteFilmProps & { [dataAttribute: `data-${string}`]: string | undefined }) {
  const intl = useIntl();
  const text = intl.formatMessage(favoriteMessages.addFilm);
  return (
    <ToggleLink
      to={loginPathFor(returnTo, { addFilm: film.id })}
      title={intl.formatMessage(favoriteMessages.loginToAdd)}
      aria-label={`${text} ${intl.formatMessage(favoriteMessages.filmForScreenReaders, { title: film.title })}`}
      {...data}
    >
      <Heart filled={false} />
      {text}
    </ToggleLink>
  );
}
