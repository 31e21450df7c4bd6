import { lazy } from "react";
import { LazyPart } from "../../../components/lazy-part";
import { useHasSessionCookie } from "../core/session/use-has-session-cookie";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import type { FavoriteFilmProps } from "./guest-favorite-link";

const loadSlots = () => import(/* webpackChunkName: "favorite-film-slots" */ "./favorite-film-slots");
const MemberFavoriteToggles = lazy(() => loadSlots().then((m) => ({ default: m.MemberFavoriteToggles })));
const LazyFavoriteFilmSlot = lazy(() => loadSlots().then((m) => ({ default: m.FavoriteFilmSlot })));

export interface FavoriteFilmSlotsProps {
  /** The static part whose film slots (FavoriteFilmSlot, rendered by the build) take a member's toggles. */
  root: () => HTMLElement | null;
  /** A film's title, for its toggle's name (the page's data). */
  titleOf: (id: string) => string;
  returnTo: string;
}

/**
 * The island of the favourites in a static part of a page (the listing, the home page): nothing for a visitor,
 * whose slots are the build's links to log in; for a member (a session cookie), a toggle in each slot. Its code
 * loads for members only, out of every visitor's first load.
 */
export function FavoriteFilmSlots(props: FavoriteFilmSlotsProps) {
  const member = useHasSessionCookie() && loyaltySettings.includeWatchlist;
  if (!member) return null;
  return (
    <LazyPart fallback={null} failed={null}>
      <MemberFavoriteToggles {...props} />
    </LazyPart>
  );
}

/**
 * A film's slot in a part the browser renders (a day the build gave as times only, shown in full): the same slot
 * as the build's, its code loaded with the part.
 */
export function BrowserFavoriteFilmSlot(props: FavoriteFilmProps) {
  if (!loyaltySettings.includeWatchlist) return null;
  return (
    <LazyPart fallback={null} failed={null}>
      <LazyFavoriteFilmSlot {...props} />
    </LazyPart>
  );
}
