import { isLoyaltyRefusal } from "../core/api/loyalty-client";
import { addFavoriteFilm } from "../core/api/member-api";
import { rememberAddedFilm } from "../core/session/film-intent";

/**
 * Once she is logged in, the film she asked for from « Ajouter à mes films » (a film of the site, checked by the
 * login page) goes into her films; the page she goes back to (`destination`) says whether it did.
 */
export async function addFilmAfterLogin(filmId: string, destination: string): Promise<void> {
  let failure: { peachCode: number | null } | null = null;
  try {
    await addFavoriteFilm(filmId);
  } catch (error) {
    // Logged by the client; the page she goes back to says it, with the catalogue's message for a refusal (72).
    failure = { peachCode: isLoyaltyRefusal(error) ? error.peachCode : null };
  }
  rememberAddedFilm({ filmId, pathname: new URL(destination, window.location.origin).pathname, failure });
}
