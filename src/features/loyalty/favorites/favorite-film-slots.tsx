import { lazy, useEffect, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { LazyPart } from "../../../components/lazy-part";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { GuestFavoriteLink, type FavoriteFilmProps } from "./guest-favorite-link";
import type { FavoriteFilmSlotsProps } from "./favorite-film-islands";

const FavoriteFilmToggle = lazy(() => import("./favorite-film-toggle"));

/**
 * The favourite's place beside a film in a static part of a page (the listing, the home page): the build renders
 * the visitors' link to log in, marked with the film; for a member, FavoriteFilmSlots puts the toggle in its place.
 */
export function FavoriteFilmSlot({ film, returnTo }: FavoriteFilmProps) {
  if (!loyaltySettings.includeWatchlist) return null;
  return <GuestFavoriteLink film={film} returnTo={returnTo} data-favorite-film={film.id} />;
}

/** The slots under `root`, now and as the page adds some (a day rendered in the browser). */
function useSlots(root: () => HTMLElement | null): HTMLElement[] {
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  useEffect(() => {
    const element = root();
    if (!element) return;
    const scan = () => {
      const found = [...element.querySelectorAll<HTMLElement>("a[data-favorite-film]")];
      setSlots((current) => (current.length === found.length && current.every((slot, i) => slot === found[i]) ? current : found));
    };
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
  return slots;
}

/** A key per slot element, for as long as the element lives. */
const slotKeys = new WeakMap<HTMLElement, number>();
let nextSlotKey = 0;
const keyOf = (slot: HTMLElement) => {
  if (!slotKeys.has(slot)) slotKeys.set(slot, nextSlotKey++);
  return slotKeys.get(slot)!;
};

/**
 * Takes the visitors' link out once the member's toggle is drawn beside it, in the same frame: the card does not
 * move while the toggle's code loads.
 */
function SlotTaken({ slot }: { slot: HTMLElement }) {
  useLayoutEffect(() => {
    slot.hidden = true;
    return () => {
      slot.hidden = false;
    };
  }, [slot]);
  return null;
}

/**
 * A member's toggle in the place of a slot. Until it is drawn the visitors' link keeps its place unseen (a member
 * is never offered to log in, nor shown « Ajouter » for a film she keeps).
 */
function SlotToggle({ slot, titleOf, returnTo }: { slot: HTMLElement; titleOf: (id: string) => string; returnTo: string }) {
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const container = document.createElement("span");
    container.style.display = "contents";
    slot.after(container);
    slot.style.visibility = "hidden";
    setPlace(container);
    return () => {
      container.remove();
      slot.style.visibility = "";
    };
  }, [slot]);
  const id = slot.dataset.favoriteFilm!;
  return place
    ? createPortal(
        <LazyPart fallback={null} failed={null}>
          <FavoriteFilmToggle film={{ id, title: titleOf(id) }} returnTo={returnTo} />
          <SlotTaken slot={slot} />
        </LazyPart>,
        place,
      )
    : null;
}

/**
 * A member's toggle in each film's slot under `root`: loaded for members only (FavoriteFilmSlots,
 * favorite-film-islands.tsx), the toggles' own code then.
 */
export function MemberFavoriteToggles({ root, titleOf, returnTo }: FavoriteFilmSlotsProps) {
  const slots = useSlots(root);
  return (
    <>
      {slots.map((slot) => (
        <SlotToggle key={keyOf(slot)} slot={slot} titleOf={titleOf} returnTo={returnTo} />
      ))}
    </>
  );
}
