import { afterEach, describe, expect, it, vi } from "vitest";
import { filmSearch, normalize } from "./search-films";
import { parseSearchIndex, type SearchEntry } from "../../lib/film-index/search-index";

const entry = (title: string, extra: Partial<SearchEntry> = {}): SearchEntry => ({
  path: `/films/1-${title}/`,
  title,
  originalTitle: title,
  directors: [],
  cast: [],
  ...extra,
});

const index = [
  entry("L’Été des cerfs-volants"),
  entry("Les Nuits de Valparaíso", { originalTitle: "Las noches de Valparaíso" }),
  entry("Sous la glace", { directors: ["Hélène Été-Martin"] }),
  entry("Asteria", { cast: [{ name: "Zoé Cœurdacier" }].map((c) => c.name) }),
];
const search = filmSearch(index);
const titles = (query: string) => search(query).map((film) => film.title);

describe("filmSearch", () => {
  afterEach(() => vi.restoreAllMocks());
  it("finds a film by a word of its title typed without accents, title matches first", () => {
    expect(titles("ete")).toEqual(["L’Été des cerfs-volants", "Sous la glace"]);
  });
  it("matches the original title, the director and the cast", () => {
    expect(titles("noches")).toEqual(["Les Nuits de Valparaíso"]);
    expect(titles("helene")).toEqual(["Sous la glace"]);
    expect(titles("coeurdacier")).toEqual(["Asteria"]);
  });
  it("needs every word, each starting a word", () => {
    expect(titles("cerfs ete")).toEqual(["L’Été des cerfs-volants"]);
    expect(titles("lants")).toEqual([]);
    expect(titles("   ")).toEqual([]);
  });
  it("normalises the index once, when the search is made: a keystroke normalises only the query", () => {
    const normalizations = vi.spyOn(String.prototype, "normalize");
    const bigIndex = Array.from({ length: 200 }, (_, i) => entry(`Film ${i}`, { directors: ["Agnès Varda"], cast: ["Zoé"] }));
    const searchBig = filmSearch(bigIndex);
    normalizations.mockClear();
    expect(searchBig("varda")).toHaveLength(8);
    expect(searchBig("film 1")).toHaveLength(8);
    expect(normalizations).toHaveBeenCalledTimes(2);
  });
  it("forgives one wrong, missing, extra or swapped letter in a word of three letters or more", () => {
    const typos = filmSearch([entry("Nosferatu"), entry("Sous la glace", { cast: ["Max Schreck"] })]);
    const found = (query: string) => typos(query).map((film) => film.title);
    for (const query of ["nosferatou", "nosferato", "nosfertu", "nosfreatu", "nodferatu", "osferatu", "nosfe", "nofse"]) {
      expect(found(query), query).toEqual(["Nosferatu"]);
    }
    expect(found("glace shreck")).toEqual(["Sous la glace"]);
    expect(found("nosferatoo")).toEqual([]);
    expect(found("nsoferatou")).toEqual([]);
  });
  it("ranks the films found as typed before those found through a typo, wherever the words are", () => {
    const typos = filmSearch([entry("Vanda"), entry("Cléo de 5 à 7", { directors: ["Agnès Varda"] }), entry("Varda par Agnès")]);
    expect(typos("varda").map((film) => film.title)).toEqual(["Varda par Agnès", "Cléo de 5 à 7", "Vanda"]);
  });
  it("keeps words of one or two letters exact", () => {
    const short = filmSearch([entry("Ma vie"), entry("Un été")]);
    expect(short("mu").map((film) => film.title)).toEqual([]);
    expect(short("un").map((film) => film.title)).toEqual(["Un été"]);
    expect(short("vit").map((film) => film.title)).toEqual(["Ma vie"]);
  });
  it("normalises apostrophes and case", () => {
    expect(normalize("L’ÉTÉ d'Œdipe")).toBe("l ete d oedipe");
  });
});

describe("parseSearchIndex", () => {
  it("keeps only well-formed entries leading to film pages", () => {
    const good = entry("Asteria");
    expect(parseSearchIndex([good, { ...good, path: "javascript:alert(1)" }, { ...good, cast: [1] }, null])).toEqual([good]);
    expect(parseSearchIndex({ films: [] })).toEqual([]);
  });
});
