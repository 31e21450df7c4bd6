import { describe, expect, it } from "vitest";
import type { Showtime } from "../../../domain/film";
import { hasFilters, isPreview, NO_FILTERS, parseProgrammeQuery, toProgrammeQuery, type ProgrammeFilters } from "./filters";
import { matchesFilters } from "./showtime-facets";

const PARIS = "Europe/Paris";
const showtime = (overrides: Partial<Showtime> = {}): Showtime => ({
  perfCode: "1",
  start: "2026-11-26T20:30:00+01:00",
  version: "Localization.Version.Original",
  projection: "2D",
  screen: "Salle 1",
  accessibility: [],
  ...overrides,
});
const italian = { originalLanguage: "it", releaseDate: "2026-11-25" };
const french = { originalLanguage: "fr", releaseDate: "2026-11-25" };
const filters = (overrides: Partial<ProgrammeFilters>): ProgrammeFilters => ({ ...NO_FILTERS, ...overrides });

describe("matchesFilters", () => {
  it.each<[string, Showtime, typeof italian, Partial<ProgrammeFilters>, boolean]>([
    ["no filter", showtime(), italian, {}, true],
    ["VOST: a foreign film in its original version", showtime(), italian, { version: "VOST" }, true],
    ["VOST: a French film in its original version is VF", showtime(), french, { version: "VOST" }, false],
    ["VF: a dubbed showing", showtime({ version: "Format.Sound.Dubbed" }), italian, { version: "VF" }, true],
    ["VF: a French film", showtime(), french, { version: "VF" }, true],
    ["format 3D on a 2D showing", showtime(), italian, { format: "3D" }, false],
    ["format 3D", showtime({ projection: "3D" }), italian, { format: "3D" }, true],
    ["AD asked, showing has AD", showtime({ accessibility: ["AD"] }), italian, { accessibility: ["AD"] }, true],
    ["AD asked, showing has none", showtime(), italian, { accessibility: ["AD"] }, false],
    [
      "AD or ST-SME asked, showing has ST-SME",
      showtime({ accessibility: ["SDH"] }),
      italian,
      { accessibility: ["AD", "SDH"] },
      true,
    ],
    ["Ciné-relax", showtime({ accessibility: ["RELAX"] }), italian, { accessibility: ["RELAX"] }, true],
    [
      "avant-premières: before the release date",
      showtime({ start: "2026-11-24T20:30:00+01:00" }),
      italian,
      { previewsOnly: true },
      true,
    ],
    [
      "avant-premières: on the release day",
      showtime({ start: "2026-11-25T11:00:00+01:00" }),
      italian,
      { previewsOnly: true },
      false,
    ],
    [
      "combined: VOST and AD and 3D, all met",
      showtime({ projection: "3D", accessibility: ["AD"] }),
      italian,
      { version: "VOST", format: "3D", accessibility: ["AD"] },
      true,
    ],
    [
      "combined: VOST and AD, AD missing",
      showtime({ projection: "3D" }),
      italian,
      { version: "VOST", accessibility: ["AD"] },
      false,
    ],
  ])("%s", (_label, s, film, set, expected) => {
    expect(matchesFilters(s, film, filters(set), PARIS)).toBe(expected);
  });
});

describe("isPreview", () => {
  it("compares the showing's date in Paris with the release date", () => {
    // 00:30 on release day in Paris, still the day before in UTC.
    expect(isPreview({ start: "2026-11-24T23:30:00Z" }, italian, PARIS)).toBe(false);
    expect(isPreview({ start: "2026-11-24T22:30:00Z" }, italian, PARIS)).toBe(true);
    expect(isPreview({ start: "2026-11-24T22:30:00Z" }, { originalLanguage: "it", releaseDate: null }, PARIS)).toBe(false);
  });
});

describe("programme query", () => {
  it("writes a day and every filter in a stable, readable form", () => {
    const query = toProgrammeQuery(
      "2026-11-27",
      filters({ version: "VOST", accessibility: ["RELAX", "AD"], format: "IMAX", previewsOnly: true }),
    );
    expect(query).toBe("?jour=2026-11-27&version=vost&accessibilite=ad,cine-relax&format=imax&avant-premieres=1");
  });

  it("reads back what it wrote", () => {
    const set = filters({ version: "VF", accessibility: ["SDH"], format: "3D", previewsOnly: false });
    expect(parseProgrammeQuery(toProgrammeQuery("2026-11-28", set))).toEqual({ day: "2026-11-28", filters: set });
  });

  it("keeps the address's other parameters (a campaign's utm_) and replaces its own", () => {
    const current = "?utm_source=newsletter&jour=2026-11-27&version=vf&utm_campaign=noel";
    expect(toProgrammeQuery("2026-11-28", NO_FILTERS, current)).toBe("?utm_source=newsletter&utm_campaign=noel&jour=2026-11-28");
    expect(toProgrammeQuery(null, NO_FILTERS, "?utm_source=newsletter&avant-premieres=1")).toBe("?utm_source=newsletter");
  });

  it("is empty without day or filter", () => {
    expect(toProgrammeQuery(null, NO_FILTERS)).toBe("");
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it("ignores unknown values and malformed days", () => {
    expect(
      parseProgrammeQuery("?jour=demain&version=vo&accessibilite=xx,ad&accessibilite=st-sme&format=8k&avant-premieres=oui"),
    ).toEqual({
      day: null,
      filters: { version: null, accessibility: ["AD", "SDH"], format: null, previewsOnly: false },
    });
  });

  it("without a day in the query, reads a day chip's fragment (followed before the listing ran); the query's day first", () => {
    expect(parseProgrammeQuery("?version=vf", "#jour-2026-11-29")).toEqual({
      day: "2026-11-29",
      filters: { ...NO_FILTERS, version: "VF" },
    });
    expect(parseProgrammeQuery("?jour=2026-11-30", "#jour-2026-11-29").day).toBe("2026-11-30");
    expect(parseProgrammeQuery("", "#contenu").day).toBeNull();
  });

  it("reads a comma encoded by the browser", () => {
    expect(parseProgrammeQuery("?accessibilite=ad%2Cst-sme").filters.accessibility).toEqual(["AD", "SDH"]);
  });
});
