import { lazy } from "react";
import { LazyPart } from "../../../components/lazy-part";
import { useHasSessionCookie } from "../core/session/use-has-session-cookie";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { FavoriteFilmButton } from "./favorite-film-button";
import { GuestFavoriteLink, type FavoriteFilmProps } from "./guest-favorite-link";

const FavoriteFilmToggle = lazy(() => import("./favorite-film-toggle"));

/**
 * The favourite toggle of a film page or card. Eager and small: the member code
 * (react-query, the session) loads only when a session cookie exists.
 */
export function FavoriteFilmEntry(props: FavoriteFilmProps) {
  const hasSession = useHasSessionCookie();
  if (!loyaltySettings.includeWatchlist) return null;
  if (!hasSession) return <GuestFavoriteLink {...props} />;
  return (
    // Its code lost on the way (offline): no toggle rather than one busy for ever.
    <LazyPart fallback={<FavoriteFilmButton title={props.film.title} pressed={null} busy />} failed={null}>
      <FavoriteFilmToggle {...props} />
    </LazyPart>
  );
}
