import { z } from "zod";
import type { LoyaltyRouteName } from "../../../src/lib/loyalty-api";
import type { SandboxContext } from "../context";
import { invalidRequest, LoyaltyError, PeachCode } from "../domain/errors";
import { authOf, defineLoyaltyHandler, type LoyaltyCall, type LoyaltyHandler } from "../http/loyalty-route";
import { numericId } from "../http/shapes";

const filmPayload = z
  .object({ externalFilmId: numericId.optional(), boxofficeId: numericId.optional() })
  .refine((body) => body.externalFilmId !== undefined || body.boxofficeId !== undefined, {
    message: "externalFilmId or boxofficeId is required",
    path: ["externalFilmId"],
  });
const addCinemasPayload = z.object({
  favoriteCinemas: z
    .array(z.object({ boxofficeCinemaId: numericId, subscribeToNewsletter: z.boolean() }))
    .min(1)
    .max(20),
});
const removeCinemaPayload = z.object({ boxofficeCinemaId: numericId });
// Film ids leave as numbers: the site converts them to strings (SPEC §3).
const filmsReply = z.object({ externalFilmIds: z.array(z.number()) });
const cinemasReply = z.object({
  favoriteCinemas: z.array(z.strictObject({ boxofficeCinemaId: z.string(), subscribeToNewsletter: z.boolean() })),
});

export const favoriteRoutes = (ctx: SandboxContext) => {
  const filmId = (input: z.output<typeof filmPayload>): number => {
    if (input.externalFilmId !== undefined && input.boxofficeId !== undefined && input.externalFilmId !== input.boxofficeId)
      throw invalidRequest("Invalid boxofficeId: must equal externalFilmId");
    return Number(input.externalFilmId ?? input.boxofficeId);
  };
  const films = (memberId: number) => ({ externalFilmIds: ctx.favorites.filmIds(memberId) });
  const cinemas = (memberId: number) => ({
    favoriteCinemas: ctx.favorites.cinemas(memberId).map((row) => ({
      boxofficeCinemaId: row.cinema_id,
      subscribeToNewsletter: row.subscribe_to_newsletter === 1,
    })),
  });
  const memberId = (call: LoyaltyCall): number => authOf(call).member.id;

  return {
    getFavoriteFilms: defineLoyaltyHandler({ reply: filmsReply, handle: (call) => films(memberId(call)) }),
    addFavoriteFilm: defineLoyaltyHandler({
      body: filmPayload,
      reply: filmsReply,
      handle: (call) => {
        const id = memberId(call);
        const film = ctx.films.find(filmId(call.body));
        // 72: not a film of the programme, or one whose release date is not set yet.
        if (film === undefined || !film.released) throw new LoyaltyError(PeachCode.FILM_NOT_ADDABLE);
        ctx.write(() => ctx.favorites.addFilm(id, film.id, ctx.nowIso()));
        return films(id);
      },
    }),
    removeFavoriteFilm: defineLoyaltyHandler({
      body: filmPayload,
      reply: filmsReply,
      handle: (call) => {
        const id = memberId(call);
        const film = filmId(call.body);
        ctx.write(() => ctx.favorites.removeFilm(id, film));
        return films(id);
      },
    }),
    getFavoriteCinemas: defineLoyaltyHandler({ reply: cinemasReply, handle: (call) => cinemas(memberId(call)) }),
    addFavoriteCinema: defineLoyaltyHandler({
      body: addCinemasPayload,
      reply: cinemasReply,
      handle: (call) => {
        const id = memberId(call);
        const wanted = call.body.favoriteCinemas;
        const unknown = wanted.find((cinema) => !ctx.site.cinemaIds.includes(cinema.boxofficeCinemaId));
        if (unknown !== undefined) throw new LoyaltyError(PeachCode.NOT_FOUND, "Unknown cinema.");
        ctx.write(() => {
          for (const cinema of wanted)
            ctx.favorites.upsertCinema(id, cinema.boxofficeCinemaId, cinema.subscribeToNewsletter, ctx.nowIso());
        });
        return cinemas(id);
      },
    }),
    removeFavoriteCinema: defineLoyaltyHandler({
      body: removeCinemaPayload,
      reply: cinemasReply,
      handle: (call) => {
        const id = memberId(call);
        ctx.write(() => ctx.favorites.removeCinema(id, call.body.boxofficeCinemaId));
        return cinemas(id);
      },
    }),
  } satisfies Partial<Record<LoyaltyRouteName, LoyaltyHandler>>;
};
