import { useIntl } from "react-intl";
import { Heart, ToggleButton } from "./favorite-film-styles";
import { favoriteMessages } from "./messages";

export interface FavoriteFilmButtonProps {
  title: string;
  /** Whether the film is one of the member's; null while the member's list is not known. */
  pressed: boolean | null;
  busy: boolean;
  /** Disabled without being busy (e.g. the list could not be loaded). */
  disabled?: boolean;
  onClick?: () => void;
  describedBy?: string;
}

/**
 * The toggle itself. While busy it is disabled with aria-disabled rather than
 * `disabled`, so a keyboard user who just pressed it keeps the focus. Until the
 * member's list is known (`pressed` null) it is undecided: no aria-pressed, and
 * neither "add" nor "remove" in its name, since either could be wrong.
 */
export function FavoriteFilmButton({ title, pressed, busy, disabled = false, onClick, describedBy }: FavoriteFilmButtonProps) {
  const intl = useIntl();
  const inactive = busy || disabled || pressed === null;
  const label =
    pressed === null ? favoriteMessages.filmUndecided : pressed ? favoriteMessages.removeFilm : favoriteMessages.addFilm;
  const text = intl.formatMessage(label);
  return (
    <ToggleButton
      type="button"
      aria-pressed={pressed ?? undefined}
      aria-busy={busy}
      aria-disabled={inactive}
      aria-describedby={describedBy}
      onClick={inactive ? undefined : onClick}
      aria-label={`${text} ${intl.formatMessage(favoriteMessages.filmForScreenReaders, { title })}`}
    >
      <Heart filled={pressed === true} />
      {text}
    </ToggleButton>
  );
}
