/**
 * « Ajouter à mes films » clicked by a visitor: the login page carries the intent (`addFilm`, beside `return`), adds
 * the film once she is logged in, and the page she goes back to says so. The intent is only ever a film id's shape
 * here; the login page takes it only for a film of the site's film index, and shows which film it will add.
 */

/** SPEC §2: film ids have 6 to 10 digits. */
const FILM_ID = /^\d{6,10}$/;

/** The film id an `addFilm` value names, or null for anything else (a forged or garbled value). */
export const filmIntentOf = (value: string | null | undefined): string | null =>
  typeof value === "string" && FILM_ID.test(value) ? value : null;

/** What the login did with the intent, for the page she goes back to (session storage: this tab only). */
export interface AddedFilmNotice {
  filmId: string;
  /** The page she goes back to: only a toggle of that page says it. */
  pathname: string;
  /** null: added; otherwise the refusal's peachCode (null: no answer). */
  failure: { peachCode: number | null } | null;
}

const ADDED_FILM_KEY = "cinema.addedFilm";

export function rememberAddedFilm(notice: AddedFilmNotice): void {
  try {
    sessionStorage.setItem(ADDED_FILM_KEY, JSON.stringify(notice));
  } catch {
    // Storage refused: the film is added all the same, its page shows it pressed without saying so.
  }
}

function readNotice(): AddedFilmNotice | null {
  try {
    const notice = JSON.parse(sessionStorage.getItem(ADDED_FILM_KEY) ?? "null") as AddedFilmNotice | null;
    return notice && typeof notice.filmId === "string" && typeof notice.pathname === "string" ? notice : null;
  } catch {
    return null;
  }
}

/**
 * The notice for this film on this page, forgotten as it is read (a reload does not say it again); one for another
 * page is forgotten too, it would come too late.
 */
export function takeAddedFilmNotice(filmId: string, pathname: string): AddedFilmNotice | null {
  const notice = readNotice();
  if (!notice) return null;
  if (notice.pathname === pathname && notice.filmId !== filmId) return null;
  try {
    sessionStorage.removeItem(ADDED_FILM_KEY);
  } catch {
    // Nothing to forget.
  }
  return notice.pathname === pathname ? notice : null;
}
