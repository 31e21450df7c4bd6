// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFavoriteFilm, getFavoriteFilms, removeFavoriteFilm } from "../core/api/member-api";
import { DEMO_EMAIL, startTestLoyalty, TEST_FILMS, type TestLoyalty } from "../core/test-support/test-loyalty-backend";

let backend: TestLoyalty;

beforeAll(async () => {
  backend = await startTestLoyalty({ provider: "NONE" });
  await backend.logInVersion1();
});
afterAll(() => backend.stop());

// SPEC §4: favourite films need a session token, not version 3 (favourite theatres do). A version-1 site's proxy used
// to refuse them (403 ROUTE_NOT_ALLOWED_FOR_VERSION): « Mes films » said they could not be loaded, every toggle too.
describe("favourite films on a version-1 site (real proxy and sandbox as NONE)", () => {
  it("lists, adds and removes them through SPEC §7's paths with the version-1 session", async () => {
    expect(await getFavoriteFilms()).toEqual([TEST_FILMS.favoriteA, TEST_FILMS.favoriteB]);
    expect(await addFavoriteFilm(TEST_FILMS.released)).toEqual([TEST_FILMS.favoriteA, TEST_FILMS.favoriteB, TEST_FILMS.released]);
    expect(await removeFavoriteFilm(TEST_FILMS.favoriteA)).toEqual([TEST_FILMS.favoriteB, TEST_FILMS.released]);
    expect(backend.upstream.map((request) => request.path)).toEqual([
      "/Member/v3/GetFavoriteFilms",
      "/Member/v3/AddFavoriteFilm",
      "/Member/v3/RemoveFavoriteFilm",
    ]);
    // SPEC §3: the payload names the film twice, externalFilmId and boxofficeId, with the same value.
    expect(backend.upstream.slice(1).map((request) => request.body)).toEqual([
      { externalFilmId: TEST_FILMS.released, boxofficeId: TEST_FILMS.released },
      { externalFilmId: TEST_FILMS.favoriteA, boxofficeId: TEST_FILMS.favoriteA },
    ]);
    const marie = await backend.sandboxGet<{ favoriteFilmIds: number[] }>(`/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`);
    expect(marie.favoriteFilmIds.map(String)).toEqual([TEST_FILMS.favoriteB, TEST_FILMS.released]);
  });
});
