import { describe, expect, it, vi } from "vitest";
import { PEACH_SUCCESS } from "../../../lib/loyalty-api";
import { answerOrThrow, LoyaltyCallError, type LoyaltyCallResult } from "../core/api/loyalty-client";
import {
  hasFavoriteTheaters,
  toFilmIds,
  toTheaters,
  type FavoriteFilmsAnswer,
  type FavoriteTheatersAnswer,
} from "../core/api/member-api";
import { favoriteFilmsQueryOptions } from "./get-favorite-films";
import { favoriteTheatersQueryOptions } from "./get-favorite-theaters";

const filmIdsOf = (result: LoyaltyCallResult<FavoriteFilmsAnswer>) => toFilmIds(answerOrThrow("getFavoriteFilms", result));
const theatersOf = (result: LoyaltyCallResult<FavoriteTheatersAnswer>) => toTheaters(answerOrThrow("getFavoriteCinemas", result));

describe("favourite film answers", () => {
  it("converts the ids to strings, from externalFilmIds or else boxofficeIds", () => {
    expect(toFilmIds({ externalFilmIds: [1048213, 1187654320] })).toEqual(["1048213", "1187654320"]);
    expect(toFilmIds({ boxofficeIds: [42] })).toEqual(["42"]);
    expect(toFilmIds({})).toEqual([]);
  });

  it("throws a refusal with its peachCode and logs it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refusal = { kind: "answer" as const, status: 422, data: { peachCode: 72, clientErrorMessage: "Not yet." } };
    expect(() => filmIdsOf(refusal)).toThrow(expect.objectContaining({ peachCode: 72, clientErrorMessage: "Not yet." }));
    expect(warn).toHaveBeenCalled();
    expect(() => filmIdsOf({ kind: "network-error", error: new TypeError() })).toThrow(LoyaltyCallError);
  });
});

describe("favourite theatres", () => {
  it.each([
    [3, "CGR", true],
    [3, "BOOST_POS", true],
    [3, "TAPOS", true],
    [1, "NONE", false],
    [1, "VISTA", false],
    [1, "CGR", false],
  ] as const)("version %d with provider %s: %s", (version, provider, expected) => {
    expect(hasFavoriteTheaters({ version, provider })).toBe(expected);
  });

  it("reads favoriteCinemas with string ids; refusals and missing answers throw", () => {
    const answer = {
      kind: "answer" as const,
      status: 200,
      data: { peachCode: PEACH_SUCCESS, favoriteCinemas: [{ boxofficeCinemaId: 1042, subscribeToNewsletter: true }] },
    };
    expect(theatersOf(answer)).toEqual([{ boxofficeCinemaId: "1042", subscribeToNewsletter: true }]);
    expect(() => theatersOf({ kind: "answer", status: 404, data: { peachCode: 3 } })).toThrow(
      expect.objectContaining({ peachCode: 3 }),
    );
    expect(() => theatersOf({ kind: "proxy-error", status: 502, code: "UPSTREAM_ERROR", message: "" })).toThrow(LoyaltyCallError);
  });
});

describe("query keys", () => {
  it("live under [loyalty, member], which logging out removes", () => {
    expect(favoriteFilmsQueryOptions().queryKey.slice(0, 2)).toEqual(["loyalty", "member"]);
    expect(favoriteTheatersQueryOptions().queryKey.slice(0, 2)).toEqual(["loyalty", "member"]);
  });
});
