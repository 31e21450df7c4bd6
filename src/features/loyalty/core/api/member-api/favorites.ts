import type * as z from "zod/mini";
import type { LoyaltyRouteName } from "../../../../../lib/loyalty-api";
import { memberCall } from "./member-call";
import { favoriteFilmsReply, favoriteTheatersReply } from "./replies";

export type FavoriteFilmsAnswer = z.infer<typeof favoriteFilmsReply>;
export type FavoriteTheatersAnswer = z.infer<typeof favoriteTheatersReply>;

export interface FavoriteTheater {
  boxofficeCinemaId: string;
  subscribeToNewsletter: boolean;
}

/** Ids in answers are numbers; the site's film ids are strings (SPEC §3). */
export const toFilmIds = (answer: FavoriteFilmsAnswer): string[] =>
  (answer.externalFilmIds ?? answer.boxofficeIds ?? []).map(String);

export const toTheaters = (answer: FavoriteTheatersAnswer): FavoriteTheater[] =>
  (answer.favoriteCinemas ?? []).map((cinema) => ({
    boxofficeCinemaId: String(cinema.boxofficeCinemaId),
    subscribeToNewsletter: cinema.subscribeToNewsletter,
  }));

/** Get, add and remove all answer the member's list: its ids, or a LoyaltyCallError (logged). */
const callFavoriteFilms = async (name: LoyaltyRouteName, body?: unknown) =>
  toFilmIds(await memberCall(name, favoriteFilmsReply, { body }));

export const getFavoriteFilms = () => callFavoriteFilms("getFavoriteFilms");
/** Both ids carry the same value (SPEC §3); the answer is the new list. */
export const addFavoriteFilm = (filmId: string) =>
  callFavoriteFilms("addFavoriteFilm", { externalFilmId: filmId, boxofficeId: filmId });
export const removeFavoriteFilm = (filmId: string) =>
  callFavoriteFilms("removeFavoriteFilm", { externalFilmId: filmId, boxofficeId: filmId });

/** Get, add and remove all answer the member's list: the theatres, or a LoyaltyCallError. */
const callFavoriteTheaters = async (name: LoyaltyRouteName, body?: unknown) =>
  toTheaters(await memberCall(name, favoriteTheatersReply, { body }));

export const getFavoriteTheaters = () => callFavoriteTheaters("getFavoriteCinemas");
/** Adds a favourite theatre; the same call changes its newsletter subscription (SPEC §7). */
export const addFavoriteTheater = (theater: FavoriteTheater) =>
  callFavoriteTheaters("addFavoriteCinema", { favoriteCinemas: [theater] });
export const removeFavoriteTheater = (theaterId: string) =>
  callFavoriteTheaters("removeFavoriteCinema", { boxofficeCinemaId: theaterId });
