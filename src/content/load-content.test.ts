import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { typesetDeep } from "../lib/french-typography";
import { ContentError } from "./content-problems";
import { loadContent } from "./load-content";
import { defaultsLeftOut } from "./read-content-file";
import { siteSchema } from "../domain/site-schema";
import { theaterSchema } from "../domain/theater-schema";
import { PLAY_WEEK_BUCKETS, toPlayWeekBucket } from "../lib/play-week";

const REAL_CONTENT = resolve(__dirname, "../../content");
const BUILD = new Date("2026-03-27T08:00:00Z"); // Friday of the play week starting Wednesday 25 March
const FILE = "content/films/123456-le-grand-large.json";
const LABEL = 'film 123456 "Le Grand Large"';

const realJson = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(REAL_CONTENT, name), "utf8")) as Record<string, unknown>;

const film = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: "123456",
  slug: "le-grand-large",
  title: "Le Grand Large",
  originalTitle: "Le Grand Large",
  originalLanguage: "fr",
  synopsis: "Une gardienne de phare voit arriver un naufragé sans mémoire.",
  genres: ["Drame"],
  durationMinutes: 104,
  releaseDate: { playWeek: 0, day: 0 },
  productionYear: 2025,
  countries: ["France"],
  directors: ["Anne Keravel"],
  cast: [{ name: "Lou Tanguy", role: "Maëlle" }],
  classification: { rating: "TP" },
  tags: ["NEW"],
  poster: { background: "#1B2A4A", foreground: "#F5E9D0", motif: "waves" },
  showtimes: [
    {
      perfCode: "9001",
      start: { playWeek: 0, day: 4, time: "20:30" },
      version: "Localization.Version.Original",
      screen: "Salle 1",
    },
    {
      perfCode: "9002",
      start: "2026-03-28T11:00",
      version: "Format.Sound.Dubbed",
      projection: "3D",
      screen: "Salle 2",
      accessibility: ["AD"],
    },
    {
      perfCode: "9003",
      start: { playWeek: 1, day: 0, time: "13:45" },
      version: "Localization.Version.Original",
      screen: "Salle 3",
    },
  ],
  ...overrides,
});

const other = (overrides: Record<string, unknown> = {}): Record<string, unknown> =>
  film({
    id: "7654321",
    slug: "minuit-a-tanger",
    title: "Minuit à Tanger",
    originalTitle: "Minuit à Tanger",
    releaseDate: null,
    tags: [],
    showtimes: [
      {
        perfCode: "9100",
        start: { playWeek: 0, day: 1, time: "18:15" },
        version: "Localization.Version.Original",
        screen: "Salle 1",
      },
    ],
    ...overrides,
  });

let root: string;
let contentDir: string;

const write = (name: string, value: unknown): void => {
  writeFileSync(join(contentDir, name), typeof value === "string" ? value : JSON.stringify(value, null, 2));
};

const problemsOf = (): string[] => {
  try {
    loadContent(contentDir, BUILD);
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
  throw new Error("expected a ContentError");
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "load-content-"));
  contentDir = join(root, "content");
  mkdirSync(join(contentDir, "films"), { recursive: true });
  write("site.json", realJson("site.json"));
  write("theater.json", realJson("theater.json"));
  write("films/123456-le-grand-large.json", film());
  write("films/7654321-minuit-a-tanger.json", other());
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("loadContent with valid content", () => {
  it("loads and resolves relative moments in the site's zone", () => {
    const { site, theater, films } = loadContent(contentDir, BUILD);
    expect(site.timeZone).toBe("Europe/Paris");
    expect(theater.id).toBe("1042");
    expect(films.map((f) => f.id)).toEqual(["123456", "7654321"]);
    const [grandLarge] = films;
    expect(grandLarge?.releaseDate).toBe("2026-03-25");
    expect(grandLarge?.showtimes.map((s) => s.start)).toEqual([
      "2026-03-29T20:30:00+02:00",
      "2026-03-28T11:00:00+01:00",
      "2026-04-01T13:45:00+02:00",
    ]);
    expect(films[1]?.releaseDate).toBeNull();
  });

  it("applies the schema defaults", () => {
    const [grandLarge] = loadContent(contentDir, BUILD).films;
    expect(grandLarge?.showtimes[0]?.projection).toBe("2D");
    expect(grandLarge?.showtimes[0]?.accessibility).toEqual([]);
    expect(grandLarge?.showtimes[1]?.accessibility).toEqual(["AD"]);
  });

  it.each([
    ["a notice id with its API key", { disabled: false, noticeId: "notice-aurore", didomiApiKey: "api-key-aurore" }],
    [
      "a notice id with consent management disabled (no banner)",
      { disabled: true, noticeId: "notice-aurore", didomiApiKey: null },
    ],
  ])("accepts %s", (_kind, consent) => {
    write("site.json", { ...realJson("site.json"), consent });
    expect(loadContent(contentDir, BUILD).site.consent).toEqual(consent);
  });

  it("ignores dot files in the films folder", () => {
    write("films/.gitkeep", "");
    expect(loadContent(contentDir, BUILD).films).toHaveLength(2);
  });
});

describe("loadContent with invalid content", () => {
  it.each<[string, () => void, string]>([
    ["invalid JSON", () => write("films/123456-le-grand-large.json", '{ "id": '), `${FILE}: invalid JSON: `],
    [
      "a bad time",
      () =>
        write(
          "films/123456-le-grand-large.json",
          film({
            showtimes: [
              ...(film().showtimes as unknown[]).slice(0, 2),
              {
                perfCode: "9003",
                start: { playWeek: 1, day: 0, time: "25:00" },
                version: "Localization.Version.Original",
                screen: "Salle 3",
              },
            ],
          }),
        ),
      `${FILE}: ${LABEL}: showtimes[2].start.time: expected a time HH:MM`,
    ],
    [
      "a bad local date-time",
      () =>
        write(
          "films/123456-le-grand-large.json",
          film({ showtimes: [{ perfCode: "9001", start: "20:30", version: "Format.Sound.Dubbed", screen: "Salle 1" }] }),
        ),
      `${FILE}: ${LABEL}: showtimes[0].start: expected a local date-time YYYY-MM-DDTHH:MM`,
    ],
    [
      "an impossible date",
      () => write("films/123456-le-grand-large.json", film({ releaseDate: "2026-02-30" })),
      `${FILE}: ${LABEL}: releaseDate: invalid`,
    ],
    [
      "a value of no allowed type",
      () => write("films/123456-le-grand-large.json", film({ releaseDate: 2026 })),
      `${FILE}: ${LABEL}: releaseDate: expected string or object or null`,
    ],
    [
      "a missing release date",
      () => write("films/123456-le-grand-large.json", film({ releaseDate: undefined })),
      `${FILE}: ${LABEL}: releaseDate: missing (expected string or object or null)`,
    ],
    [
      "an unknown field",
      () => write("films/123456-le-grand-large.json", film({ director: "X" })),
      `${FILE}: ${LABEL}: director: unknown field`,
    ],
    [
      "an unknown version",
      () =>
        write(
          "films/123456-le-grand-large.json",
          film({ showtimes: [{ perfCode: "9001", start: "2026-03-28T11:00", version: "VF", screen: "Salle 1" }] }),
        ),
      `${FILE}: ${LABEL}: showtimes[0].version: Invalid option`,
    ],
    [
      "a poster file outside content/images/",
      () => write("films/123456-le-grand-large.json", film({ poster: { ...(film().poster as object), file: "../secret.jpg" } })),
      `${FILE}: ${LABEL}: poster.file: expected images/<name>.jpg`,
    ],
    [
      "a backdrop that is not a JPEG, PNG or WebP",
      () => write("films/123456-le-grand-large.json", film({ backdrop: { file: "images/fond.gif" } })),
      `${FILE}: ${LABEL}: backdrop.file: expected images/<name>.jpg`,
    ],
    [
      "a short id",
      () => write("films/123456-le-grand-large.json", film({ id: "12345" })),
      `${FILE}: film 12345 "Le Grand Large": id: expected 6 to 10 digits`,
    ],
    [
      "a film without id",
      () => write("films/123456-le-grand-large.json", film({ id: undefined })),
      `${FILE}: id: missing (expected string)`,
    ],
    [
      "a file name not from id and slug",
      () => write("films/123456-le-grand-large.json", film({ slug: "le-large" })),
      `${FILE}: ${LABEL}: file name: expected "123456-le-large.json"`,
    ],
    [
      "a duplicate id",
      () => write("films/7654321-minuit-a-tanger.json", other({ id: "123456" })),
      `content/films/7654321-minuit-a-tanger.json: film 123456 "Minuit à Tanger": id: id "123456" is already used by ${FILE} (id)`,
    ],
    [
      "a duplicate slug",
      () => write("films/7654321-minuit-a-tanger.json", other({ slug: "le-grand-large" })),
      `slug: slug "le-grand-large" is already used by ${FILE} (slug)`,
    ],
    [
      "a duplicate perfCode",
      () =>
        write(
          "films/7654321-minuit-a-tanger.json",
          other({
            showtimes: [{ perfCode: "9002", start: "2026-03-28T14:00", version: "Format.Sound.Dubbed", screen: "Salle 1" }],
          }),
        ),
      `content/films/7654321-minuit-a-tanger.json: film 7654321 "Minuit à Tanger": showtimes[0].perfCode: perfCode "9002" is already used by ${FILE} (showtimes[1].perfCode)`,
    ],
    [
      "an unknown screen",
      () =>
        write(
          "films/123456-le-grand-large.json",
          film({
            showtimes: [{ perfCode: "9001", start: "2026-03-28T11:00", version: "Format.Sound.Dubbed", screen: "Salle 9" }],
          }),
        ),
      `${FILE}: ${LABEL}: showtimes[0].screen: "Salle 9" is not a screen of the theatre`,
    ],
    [
      "an unknown film in movieOrderIndex",
      () => write("site.json", { ...realJson("site.json"), movieOrderIndex: ["123456", "999999"] }),
      `content/site.json: movieOrderIndex[1]: no film has the id "999999"`,
    ],
    [
      "an unknown film in globalExcludedMovieIds",
      () => write("site.json", { ...realJson("site.json"), globalExcludedMovieIds: ["888888"] }),
      `content/site.json: globalExcludedMovieIds[0]: no film has the id "888888"`,
    ],
    [
      "a theatre missing from theaterIds",
      () => write("site.json", { ...realJson("site.json"), theaterIds: ["1"] }),
      `content/site.json: theaterIds: must start with the theatre's id "1042"`,
    ],
    [
      "a theatre that is not the site's first cinema",
      () => write("site.json", { ...realJson("site.json"), theaterIds: ["1", "1042"] }),
      `content/site.json: theaterIds: must start with the theatre's id "1042"`,
    ],
    [
      "a notice id without Didomi's API key",
      () =>
        write("site.json", {
          ...realJson("site.json"),
          consent: { disabled: false, noticeId: "notice-aurore", didomiApiKey: null },
        }),
      `content/site.json: consent.didomiApiKey: missing: consent.noticeId is set ("notice-aurore") but Didomi's loader also needs the public API key: set consent.didomiApiKey`,
    ],
    [
      "the legacy notice id without Didomi's API key",
      () => write("site.json", { ...realJson("site.json"), cookieBannerDidomiId: "notice-aurore" }),
      `content/site.json: consent.didomiApiKey: missing: cookieBannerDidomiId is set ("notice-aurore")`,
    ],
    [
      "a setting left to its default (the browser reads site.json without the schema)",
      () => {
        const site = realJson("site.json") as { loyalty: Record<string, unknown> };
        delete site.loyalty.cardType;
        write("site.json", site);
      },
      `content/site.json: loyalty.cardType: missing: write its default "DEMATERIALIZED"`,
    ],
    [
      "a page type deferred (Gatsby's Deferred Static Generation)",
      () =>
        write("site.json", { ...realJson("site.json"), defer: { standard: false, event: false, movie: true, theater: false } }),
      "content/site.json: defer.movie: must be false: every page is pre-rendered at build",
    ],
    [
      "a site of several cinemas",
      () => write("site.json", { ...realJson("site.json"), isSingleLocation: false }),
      "content/site.json: isSingleLocation: must be true: the site is built for one cinema",
    ],
    [
      "an unknown time zone",
      () => write("site.json", { ...realJson("site.json"), timeZone: "Europe/Lyon" }),
      "content/site.json: timeZone: ",
    ],
    [
      "an invalid theatre",
      () => write("theater.json", { ...realJson("theater.json"), email: "nope" }),
      "content/theater.json: email: ",
    ],
    ["a missing site file", () => rmSync(join(contentDir, "site.json")), "content/site.json: cannot read the file (ENOENT)"],
    ["a file that is not JSON", () => write("films/notes.txt", "hello"), "content/films/notes.txt: not a .json file"],
  ])("reports %s", (_kind, breakContent, expected) => {
    breakContent();
    const problems = problemsOf();
    expect(problems.some((problem) => problem.startsWith(expected) || problem.includes(expected))).toBe(true);
    expect(() => loadContent(contentDir, BUILD)).toThrow(expected);
  });

  it("lists every problem, not only the first", () => {
    write("films/123456-le-grand-large.json", film({ durationMinutes: 0, genres: [], extra: true }));
    write("films/7654321-minuit-a-tanger.json", "not json");
    write("site.json", { ...realJson("site.json"), movieOrderIndex: ["111111"] });
    const problems = problemsOf();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${FILE}: ${LABEL}: durationMinutes: `),
        expect.stringContaining(`${FILE}: ${LABEL}: genres: `),
        `${FILE}: ${LABEL}: extra: unknown field`,
        expect.stringContaining("content/films/7654321-minuit-a-tanger.json: invalid JSON: "),
        'content/site.json: movieOrderIndex[0]: no film has the id "111111"',
      ]),
    );
    const error = (() => {
      try {
        loadContent(contentDir, BUILD);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain(`${problems.length} problem(s)`);
  });
});

describe("the site's logo", () => {
  const writeLogo = (svg: string) => {
    mkdirSync(join(root, "static"), { recursive: true });
    writeFileSync(join(root, "static", "logo.svg"), svg);
  };

  it("refuses an SVG logo that draws text in the visitor's fonts, and says how to outline it", () => {
    writeLogo('<svg xmlns="http://www.w3.org/2000/svg"><text x="4" y="20">L’AURORE</text></svg>');
    expect(problemsOf()).toEqual([
      "content/site.json: logo.src: /logo.svg draws its text with <text>, which each visitor's own fonts would draw: " +
        "outline the text (Inkscape: Path › Object to Path; Illustrator: Type › Create Outlines)",
    ]);
  });

  it("takes a logo whose text is outlines", () => {
    writeLogo('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h4v4z"/><!-- textPath-free --></svg>');
    expect(loadContent(contentDir, BUILD).site.logo.src).toBe("/logo.svg");
  });
});

describe("the real content directory", () => {
  it("has 27 films with distinct pages", () => {
    const { films } = loadContent(REAL_CONTENT, BUILD);
    expect(films).toHaveLength(27);
    expect(new Set(films.map(paths.film)).size).toBe(27);
  });

  it("draws every poster with a foreground readable on its background", () => {
    const luminance = (hex: string): number => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
        const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const { title, poster } of loadContent(REAL_CONTENT, BUILD).films) {
      const [light, dark] = [luminance(poster.foreground), luminance(poster.background)];
      expect((light + 0.05) / (dark + 0.05), title).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("covers every play-week bucket", () => {
    const now = new Date("2026-03-25T08:00:00Z"); // Wednesday 09:00, before the first showtime
    const { site, films } = loadContent(REAL_CONTENT, now);
    const counts = new Map(PLAY_WEEK_BUCKETS.map((bucket) => [bucket, 0]));
    for (const f of films) {
      const bucket = toPlayWeekBucket(f, now, site.timeZone);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({
      CURRENT_PLAYWEEK: 15,
      NEXT_PLAYWEEK_1: 3,
      NEXT_PLAYWEEK_2: 2,
      NEXT_PLAYWEEK_3: 2,
      BEYOND_NEXT_PLAYWEEK_3: 2,
      NEXT_PLAYWEEK_UNDETERMINED: 3,
    });
  });
});

describe("the site's own content files", () => {
  it("spell out every setting, so the browser's cast of them (src/config/site-config.ts) drops no default", () => {
    const site = realJson("site.json");
    const theater = realJson("theater.json");
    expect(defaultsLeftOut(site, siteSchema.parse(site))).toEqual([]);
    expect(defaultsLeftOut(theater, theaterSchema.parse(theater))).toEqual([]);
    expect(siteConfig).toEqual(typesetDeep(siteSchema.parse(site)));
  });
});
