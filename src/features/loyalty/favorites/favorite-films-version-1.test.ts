// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFavoriteFilm, getFavoriteFilms, removeFavoriteFilm } from "../core/api/member-api";
import { SESSION_COOKIE } from "../core/session/session-presence";
import { DEMO_EMAIL, startTestLoyalty, TEST_FILMS, type TestLoyalty } from "../core/test-support/test-loyalty-backend";

// The real fetch, kept before the test backend routes the proxy's calls through its handler.
const realFetch = globalThis.fetch;
let backend: TestLoyalty;

beforeAll(async () => {
  backend = await startTestLoyalty({ provider: "NONE" });
  // A version-1 login straight at the backend, written as the site's login would (cypherVersion 1).
  const answer = (await (
    await realFetch(`${backend.baseUrl}/Member/Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_EMAIL, password: "Cinema-2026!" }),
    })
  ).json()) as {
    memberDetails: { memberId: string };
    userSessionId: string;
    encryptedSessionId: string;
    sessionManagementTokens: { boxofficeSessionToken: string; boxofficeRefreshSessionToken: string };
  };
  const cookie = {
    cypherVersion: 1,
    token: answer.sessionManagementTokens.boxofficeSessionToken,
    refreshToken: answer.sessionManagementTokens.boxofficeRefreshSessionToken,
    userSessionId: answer.userSessionId,
    memberId: answer.memberDetails.memberId,
    encryptedSessionId: answer.encryptedSessionId,
    refreshedAt: Date.now(),
  };
  Cookies.set(SESSION_COOKIE, JSON.stringify(cookie), { path: "/" });
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
