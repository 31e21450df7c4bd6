import { useIntl } from "react-intl";
import { VisuallyHidden } from "../../../components/visually-hidden";
import { Heart, ToggleButton } from "./favorite-film-styles";
import { favoriteMessages } from "./messages";

export interface FavoriteFilmButtonProps {
  title: string;
  pressed: boolean;
  busy: boolean;
  /** Disabled without being busy (e.g. the list could not be loaded). */
  disabled?: boolean;
  onClick?: () => void;
  describedBy?: string;
}

/**
 * The toggle itself. While busy it is disabled with aria-disabled rather than
 * `disabled`, so a keyboard user who just pressed it keeps the focus.
 */
export function FavoriteFilmButton({ title, pressed, busy, disabled = false, onClick, describedBy }: FavoriteFilmButtonProps) {
  const intl = useIntl();
  return (
    <ToggleButton
      type="button"
      aria-pressed={pressed}
      aria-busy={busy}
      aria-disabled={busy || disabled}
      aria-describedby={describedBy}
      onClick={busy || disabled ? undefined : onClick}
    >
      <Heart filled={pressed} />
      {intl.formatMessage(pressed ? favoriteMessages.removeFilm : favoriteMessages.addFilm)}{" "}
      <VisuallyHidden>{intl.formatMessage(favoriteMessages.filmForScreenReaders, { title })}</VisuallyHidden>
    </ToggleButton>
  );
}
