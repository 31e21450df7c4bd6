import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useIntl } from "react-intl";
import { LoyaltyCallError } from "../core/api/loyalty-client";
import { LoyaltyIsland } from "../core/loyalty-island";
import { takeAddedFilmNotice } from "../core/session/film-intent";
import { useLoyaltyFailureMessage } from "../core/errors/use-loyalty-error-message";
import { useLoyaltySession } from "../core/session/use-loyalty-session";
import { useAddFavoriteFilm } from "./add-favorite-film";
import { FavoriteFilmButton } from "./favorite-film-button";
import { ToggleStatus } from "./favorite-film-styles";
import { useFavoriteFilms } from "./get-favorite-films";
import { GuestFavoriteLink, type FavoriteFilmProps } from "./guest-favorite-link";
import { favoriteMessages } from "./messages";
import { useRemoveFavoriteFilm } from "./remove-favorite-film";

/**
 * On the page a login from « Ajouter à mes films » led back to, the film's toggle says what became of it: « Ajouté à
 * mes films », or why not. A toggle of a part of the page not shown (another day of the listing) leaves it to the
 * one shown.
 */
function useAddedFilmNotice(
  filmId: string,
  returnTo: string,
  statusPlace: RefObject<HTMLElement | null>,
  say: (message: string) => void,
) {
  const intl = useIntl();
  const failureMessage = useLoyaltyFailureMessage(favoriteMessages.filmsUpdateFailed);
  const said = useRef(false);
  useEffect(() => {
    const place = statusPlace.current;
    if (said.current || !place || place.closest("[hidden]")) return;
    said.current = true;
    const notice = takeAddedFilmNotice(filmId, new URL(returnTo, window.location.origin).pathname);
    if (!notice) return;
    say(
      notice.failure
        ? failureMessage(new LoyaltyCallError(notice.failure.peachCode))
        : intl.formatMessage(favoriteMessages.addedAfterLogin),
    );
  });
}

function FavoriteFilmToggleBody({ film, returnTo }: FavoriteFilmProps) {
  const intl = useIntl();
  const statusId = useId();
  const { status } = useLoyaltySession();
  const favorites = useFavoriteFilms();
  const add = useAddFavoriteFilm();
  const remove = useRemoveFavoriteFilm();
  const failureMessage = useLoyaltyFailureMessage(favoriteMessages.filmsUpdateFailed);
  const [message, setMessage] = useState<string | null>(null);
  const statusPlace = useRef<HTMLParagraphElement>(null);
  useAddedFilmNotice(film.id, returnTo, statusPlace, setMessage);

  if (status === "logged-out" || status === "expired") return <GuestFavoriteLink film={film} returnTo={returnTo} />;
  const loadFailed = status === "unavailable" || favorites.isError;
  // Undecided (null) until the member's list is known: a click can then do nothing wrong.
  const pressed = favorites.data ? favorites.data.includes(film.id) : null;
  const busy = !loadFailed && (pressed === null || add.isPending || remove.isPending);
  const toggle = () => {
    if (pressed === null) return;
    setMessage(null);
    (pressed ? remove : add).mutate(film.id, { onError: (error) => setMessage(failureMessage(error)) });
  };
  const shown = loadFailed ? intl.formatMessage(favoriteMessages.filmsLoadFailed) : message;
  return (
    <>
      <FavoriteFilmButton
        title={film.title}
        pressed={pressed}
        busy={busy}
        disabled={loadFailed}
        onClick={toggle}
        describedBy={statusId}
      />
      <ToggleStatus id={statusId} role="status" ref={statusPlace}>
        {shown}
      </ToggleStatus>
    </>
  );
}

/** The favourite toggle of a member (loaded lazily, only when a session cookie exists). */
export default function FavoriteFilmToggle(props: FavoriteFilmProps) {
  return (
    <LoyaltyIsland>
      <FavoriteFilmToggleBody {...props} />
    </LoyaltyIsland>
  );
}
