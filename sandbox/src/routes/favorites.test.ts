import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PeachCode } from "../domain/errors";
import { expectFailure, expectSuccess } from "../test-support/shapes";
import { startTestSandbox, TEST_FILMS, type TestSandbox } from "../test-support/test-sandbox";

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await sandbox.login()).token;
});
afterAll(() => sandbox.close());

const filmIds = { externalFilmIds: z.array(z.number().int()) };
const cinemas = {
  favoriteCinemas: z.array(z.strictObject({ boxofficeCinemaId: z.string(), subscribeToNewsletter: z.boolean() })),
};

describe("favourite films", () => {
  it("GET /Member/v3/GetFavoriteFilms answers the ids as numbers", async () => {
    const result = await sandbox.call("GET", "/Member/v3/GetFavoriteFilms", { token });
    expectSuccess(result, filmIds);
    expect(result.body.externalFilmIds).toEqual([TEST_FILMS.favoriteA, TEST_FILMS.favoriteB]);
  });

  it("POST /Member/v3/AddFavoriteFilm adds a released film (ids as numbers or strings) and answers the list", async () => {
    const id = TEST_FILMS.released;
    const result = await sandbox.call("POST", "/Member/v3/AddFavoriteFilm", {
      token,
      body: { externalFilmId: id, boxofficeId: id },
    });
    expectSuccess(result, filmIds);
    expect(result.body.externalFilmIds).toContain(id);
    const again = await sandbox.call("POST", "/Member/v3/AddFavoriteFilm", {
      token,
      body: { externalFilmId: String(id), boxofficeId: String(id) },
    });
    expect((again.body.externalFilmIds as number[]).filter((film) => film === id)).toHaveLength(1);
  });

  it("answers 72 for a film without a release date or not in the programme", async () => {
    for (const id of [TEST_FILMS.unreleased, 9999999])
      expectFailure(
        await sandbox.call("POST", "/Member/v3/AddFavoriteFilm", { token, body: { externalFilmId: id, boxofficeId: id } }),
        PeachCode.FILM_NOT_ADDABLE,
        422,
      );
  });

  it("answers 400 for differing or missing ids, 401 without a token", async () => {
    const add = (body: object, withToken = true) =>
      sandbox.call("POST", "/Member/v3/AddFavoriteFilm", withToken ? { token, body } : { body });
    expectFailure(await add({ externalFilmId: TEST_FILMS.released, boxofficeId: TEST_FILMS.favoriteA }), 1, 400);
    expectFailure(await add({}), 1, 400);
    expectFailure(await add({ externalFilmId: "12a" }), 1, 400);
    expectFailure(await add({ externalFilmId: TEST_FILMS.released }, false), 2, 401);
    expectFailure(await sandbox.call("GET", "/Member/v3/GetFavoriteFilms"), 2, 401);
  });

  it("POST /Member/v3/RemoveFavoriteFilm removes it (and succeeds when it is not there)", async () => {
    const id = TEST_FILMS.released;
    const result = await sandbox.call("POST", "/Member/v3/RemoveFavoriteFilm", {
      token,
      body: { externalFilmId: id, boxofficeId: id },
    });
    expectSuccess(result, filmIds);
    expect(result.body.externalFilmIds).not.toContain(id);
    expect((await sandbox.call("POST", "/Member/v3/RemoveFavoriteFilm", { token, body: { externalFilmId: id } })).status).toBe(
      200,
    );
    expectFailure(await sandbox.call("POST", "/Member/v3/RemoveFavoriteFilm", { token, body: { externalFilmId: [id] } }), 1, 400);
  });
});

describe("favourite cinemas", () => {
  it("GET /Member/v3/GetFavoriteCinemas answers favoriteCinemas", async () => {
    const result = await sandbox.call("GET", "/Member/v3/GetFavoriteCinemas", { token });
    expectSuccess(result, cinemas);
    expect(result.body.favoriteCinemas).toEqual([{ boxofficeCinemaId: "1042", subscribeToNewsletter: true }]);
  });

  it("POST /Member/v3/AddFavoriteCinema adds or updates the subscription", async () => {
    const body = { favoriteCinemas: [{ boxofficeCinemaId: 1042, subscribeToNewsletter: false }] };
    const result = await sandbox.call("POST", "/Member/v3/AddFavoriteCinema", { token, body });
    expectSuccess(result, cinemas);
    expect(result.body.favoriteCinemas).toEqual([{ boxofficeCinemaId: "1042", subscribeToNewsletter: false }]);
  });

  it("answers 404 for an unknown cinema, 400 for bad input, 401 without a token", async () => {
    const add = (body: object) => sandbox.call("POST", "/Member/v3/AddFavoriteCinema", { token, body });
    expectFailure(await add({ favoriteCinemas: [{ boxofficeCinemaId: "9999", subscribeToNewsletter: true }] }), 3, 404);
    expectFailure(await add({ favoriteCinemas: [{ boxofficeCinemaId: "1042" }] }), 1, 400);
    expectFailure(await add({ boxofficeCinemaId: "1042" }), 1, 400);
    expectFailure(await sandbox.call("GET", "/Member/v3/GetFavoriteCinemas"), 2, 401);
  });

  it("POST /Member/v3/RemoveFavoriteCinema removes it", async () => {
    const result = await sandbox.call("POST", "/Member/v3/RemoveFavoriteCinema", { token, body: { boxofficeCinemaId: "1042" } });
    expectSuccess(result, cinemas);
    expect(result.body.favoriteCinemas).toEqual([]);
    expectFailure(await sandbox.call("POST", "/Member/v3/RemoveFavoriteCinema", { token, body: {} }), 1, 400);
    expectFailure(await sandbox.call("POST", "/Member/v3/RemoveFavoriteCinema", { body: { boxofficeCinemaId: "1042" } }), 2, 401);
  });
});
