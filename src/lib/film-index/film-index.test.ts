import { describe, expect, it } from "vitest";
import { allFilmIndexShards, buildFilmIndexShards, FILM_INDEX_SHARDS, filmIndexShard, parseFilmIndexShard } from "./film-index";

describe("filmIndexShard", () => {
  it("is a stable two-hex-digit name among the fixed shards", () => {
    expect(filmIndexShard("1048213")).toBe(filmIndexShard("1048213"));
    expect(filmIndexShard("1048213")).toMatch(/^[0-9a-f]{2}$/);
    expect(allFilmIndexShards()).toHaveLength(FILM_INDEX_SHARDS);
    expect(allFilmIndexShards()).toContain(filmIndexShard("1048213"));
  });

  it("keeps known ids in the same shard, FNV-1a as published (the built files and the browser must agree)", () => {
    expect(["123456", "1048213", "9999999999"].map(filmIndexShard)).toEqual(["2a", "2a", "0f"]);
  });

  it("spreads 2,700 consecutive ids evenly: no shard holds more than twice its share", () => {
    const counts = new Map<string, number>();
    for (let id = 1_000_000; id < 1_002_700; id += 1) {
      const shard = filmIndexShard(String(id));
      counts.set(shard, (counts.get(shard) ?? 0) + 1);
    }
    expect(counts.size).toBe(FILM_INDEX_SHARDS);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual((2 * 2700) / FILM_INDEX_SHARDS);
  });
});

describe("buildFilmIndexShards", () => {
  it("puts each film in its shard and writes every shard, empty ones included", () => {
    const shards = buildFilmIndexShards([
      { id: "1048213", title: "Les Heures claires", path: "/films/1048213-les-heures-claires/" },
    ]);
    expect(shards.size).toBe(FILM_INDEX_SHARDS);
    expect(shards.get(filmIndexShard("1048213"))).toEqual({
      "1048213": { title: "Les Heures claires", path: "/films/1048213-les-heures-claires/" },
    });
    expect([...shards.values()].filter((entries) => Object.keys(entries).length === 0)).toHaveLength(FILM_INDEX_SHARDS - 1);
  });
});

describe("parseFilmIndexShard", () => {
  const good = { title: "Les Heures claires", path: "/films/1048213-les-heures-claires/" };

  it("keeps a film's own page", () => {
    expect(parseFilmIndexShard({ "1048213": good })).toEqual(new Map([["1048213", good]]));
  });

  it.each([
    ["another site", "https://evil.example/films/1048213-x/"],
    ["a protocol-relative URL", "//evil.example/films/1048213-x/"],
    ["a script URL", "javascript:alert(1)"],
    ["a path outside /films/", "/mon-compte/"],
    ["a climb out of /films/", "/films/../mon-compte/"],
    ["another film's page", "/films/2345678-autre-film/"],
    ["a page below the film's", "/films/1048213-x/extra/"],
    ["a query", "/films/1048213-x/?return=//evil.example"],
    ["an encoded slash", "/films/1048213-x%2F..%2F/"],
  ])("refuses %s", (_, path) => {
    expect(parseFilmIndexShard({ "1048213": { ...good, path } }).size).toBe(0);
  });

  it.each([
    ["a key that is not a film id", { "../x": good }],
    ["an entry that is not an object", { "1048213": "/films/1048213-x/" }],
    ["a title that is not a string", { "1048213": { ...good, title: { html: "<b>x</b>" } } }],
    ["an empty title", { "1048213": { ...good, title: " " } }],
    ["a missing path", { "1048213": { title: "x" } }],
  ])("refuses %s", (_, raw) => {
    expect(parseFilmIndexShard(raw).size).toBe(0);
  });

  it.each([null, [], "x", 42])("reads %j as an empty shard", (raw) => {
    expect(parseFilmIndexShard(raw).size).toBe(0);
  });

  it("keeps the good entries of a shard that also has bad ones", () => {
    const parsed = parseFilmIndexShard({ "1048213": good, "2345678": { title: "x", path: "https://evil.example/" } });
    expect([...parsed.keys()]).toEqual(["1048213"]);
  });
});
