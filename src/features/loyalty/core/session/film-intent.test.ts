// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { filmIntentOf, rememberAddedFilm, takeAddedFilmNotice } from "./film-intent";
import { loginPathFor } from "./login-path-for";

afterEach(() => sessionStorage.clear());

describe("the login's film intent (`addFilm`)", () => {
  it("is a film id of 6 to 10 digits, nothing else", () => {
    expect(filmIntentOf("1048213")).toBe("1048213");
    for (const forged of [null, "", "12345", "12345678901", "1048213,1187654320", "1048213/../1", " 1048213", "１０４８２１３"])
      expect(filmIntentOf(forged)).toBeNull();
  });

  it("rides on the login page's address beside `return`", () => {
    expect(loginPathFor("/films/1048213-les-heures-claires/", { addFilm: "1048213" })).toBe(
      "/connexion/?return=%2Ffilms%2F1048213-les-heures-claires%2F&addFilm=1048213",
    );
    expect(loginPathFor("/films/")).toBe("/connexion/?return=%2Ffilms%2F");
  });
});

describe("the notice of the film added at login", () => {
  const notice = { filmId: "1048213", pathname: "/films/1048213-x/", failure: null };

  it("is said once, by that film's toggle on that page", () => {
    rememberAddedFilm(notice);
    expect(takeAddedFilmNotice("1187654320", "/films/1048213-x/")).toBeNull();
    expect(takeAddedFilmNotice("1048213", "/films/1048213-x/")).toEqual(notice);
    expect(takeAddedFilmNotice("1048213", "/films/1048213-x/")).toBeNull();
  });

  it("is forgotten by a toggle of another page: it would come too late", () => {
    rememberAddedFilm(notice);
    expect(takeAddedFilmNotice("1048213", "/films/")).toBeNull();
    expect(takeAddedFilmNotice("1048213", "/films/1048213-x/")).toBeNull();
  });

  it("ignores what is not one", () => {
    sessionStorage.setItem("cinema.addedFilm", "{not json");
    expect(takeAddedFilmNotice("1048213", "/films/1048213-x/")).toBeNull();
    sessionStorage.setItem("cinema.addedFilm", JSON.stringify({ filmId: 1048213 }));
    expect(takeAddedFilmNotice("1048213", "/films/1048213-x/")).toBeNull();
  });
});
