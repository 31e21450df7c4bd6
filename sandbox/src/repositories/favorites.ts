import type { SandboxDatabase } from "../db/database";

export interface FavoriteCinemaRow {
  cinema_id: string;
  subscribe_to_newsletter: 0 | 1;
}

export function favoriteRepository(db: SandboxDatabase) {
  const films = db.prepare<[number], { film_id: number }>(
    "SELECT film_id FROM favorite_films WHERE member_id = ? ORDER BY added_at, film_id",
  );
  const addFilm = db.prepare<[number, number, string]>(
    "INSERT INTO favorite_films (member_id, film_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const removeFilm = db.prepare<[number, number]>("DELETE FROM favorite_films WHERE member_id = ? AND film_id = ?");
  const cinemas = db.prepare<[number], FavoriteCinemaRow>(
    "SELECT cinema_id, subscribe_to_newsletter FROM favorite_cinemas WHERE member_id = ? ORDER BY added_at, cinema_id",
  );
  const upsertCinema = db.prepare<[number, string, number, string]>(
    `INSERT INTO favorite_cinemas (member_id, cinema_id, subscribe_to_newsletter, added_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id, cinema_id) DO UPDATE SET subscribe_to_newsletter = excluded.subscribe_to_newsletter`,
  );
  const removeCinema = db.prepare<[number, string]>("DELETE FROM favorite_cinemas WHERE member_id = ? AND cinema_id = ?");

  return {
    filmIds: (memberId: number): number[] => films.all(memberId).map((row) => row.film_id),
    addFilm: (memberId: number, filmId: number, at: string) => addFilm.run(memberId, filmId, at),
    removeFilm: (memberId: number, filmId: number) => removeFilm.run(memberId, filmId),
    cinemas: (memberId: number) => cinemas.all(memberId),
    upsertCinema: (memberId: number, cinemaId: string, subscribe: boolean, at: string) =>
      upsertCinema.run(memberId, cinemaId, subscribe ? 1 : 0, at),
    removeCinema: (memberId: number, cinemaId: string) => removeCinema.run(memberId, cinemaId),
  };
}

export type FavoriteRepository = ReturnType<typeof favoriteRepository>;
