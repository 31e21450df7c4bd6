/**
 * A grown content set for the growth benchmark (bench/growth.ts): the demo's site and theatre with generated
 * films, in one of two shapes (GROWTH_SHAPES). Moments are relative to the build's play week, like the demo's,
 * so any build date works.
 *
 *   npx tsx scripts/generate-growth-content.ts <content-dir> [films | multiplex]
 *
 * Shapes (docs/performance.md "Growth"):
 * - large (the default, 2,700 films): years of a large multiplex's content. 50 films on screen over this play
 *   week and the next, two showtimes a day each (1,400 showtimes), 250 coming films spread over the next year
 *   (some with an avant-première), 40 without a date, the rest an archive of past films (their pages are
 *   built; they are no longer on the programme).
 * - multiplex (200 films): a 20-screen multiplex's programme today. 44 films on screen with two to four
 *   showtimes a day, about 120 a day over this play week and the next (4 leave after this week, 4 arrive
 *   next week, some with an avant-première), 50 coming films over the next weeks, 15 without a date, the rest
 *   an archive.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface GrowthShape {
  name: "large" | "multiplex";
  films: number;
  /** Films on screen this play week and the next (for the multiplex: `turnover` of them this week only, as many next week only). */
  onScreen: number;
  turnover: number;
  /** Films with a release date in a later play week. */
  coming: number;
  /** Films without a date. */
  undated: number;
  /** Screens of the theatre: the demo's three, or as many as the shape needs. */
  screens: number;
}

export const GROWTH_SHAPES = {
  large: { name: "large", films: 2700, onScreen: 50, turnover: 0, coming: 250, undated: 40, screens: 3 },
  multiplex: { name: "multiplex", films: 200, onScreen: 44, turnover: 4, coming: 50, undated: 15, screens: 20 },
} as const satisfies Record<string, GrowthShape>;

/** The shape a command line asks for: "multiplex", a number of films in the large shape, or the large shape. */
export function growthShapeOf(arg: string | undefined): GrowthShape {
  if (arg === undefined) return GROWTH_SHAPES.large;
  if (arg === "multiplex") return GROWTH_SHAPES.multiplex;
  const films = Number(arg);
  if (!Number.isInteger(films) || films < 1)
    throw new Error(`growth shape: expected "multiplex" or a number of films, got "${arg}"`);
  return { ...GROWTH_SHAPES.large, films };
}

const WORDS = {
  first: ["Les", "La", "Le", "Un", "Une", "Nos", "Deux"],
  noun: ["Nuits", "Rivière", "Jardin", "Voyage", "Heures", "Marées", "Phare", "Saison", "Forêt", "Ville", "Lettre", "Fanfare"],
  tail: ["d'hiver", "de Lyon", "sans nom", "du nord", "claires", "perdues", "de minuit", "des loups", "en été", "du large"],
};
const GENRES = ["Drame", "Comédie", "Thriller", "Animation", "Documentaire", "Science-fiction", "Aventure", "Romance"];
const MOTIFS = ["sun", "waves", "grid", "rings", "stripes", "peaks"] as const;
const TIMES = ["11:00", "13:45", "16:15", "18:45", "21:00"];
const VERSIONS = ["Localization.Version.Original", "Format.Sound.Dubbed"] as const;
const SCREENS = ["Salle 1", "Salle 2", "Salle 3"];

type Moment = { playWeek: number; day: number; time?: string };

const slugOf = (title: string) =>
  title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function film(index: number, releaseDate: Moment | string | null, showtimes: object[], tags: string[]) {
  const pick = <T>(list: readonly T[], salt: number) => list[(index * 7 + salt * 13) % list.length]!;
  const title = `${pick(WORDS.first, 1)} ${pick(WORDS.noun, 2)} ${pick(WORDS.tail, 3)} ${index + 1}`;
  const id = String(2_000_000 + index);
  return {
    id,
    slug: slugOf(title),
    title,
    originalTitle: title,
    originalLanguage: index % 3 === 0 ? "en" : "fr",
    synopsis:
      "Une histoire générée pour mesurer le site quand le programme grandit : des personnages, un lieu, un hiver, " +
      "et assez de mots pour peser ce que pèse un vrai résumé de film sur une page.",
    genres: [pick(GENRES, 4), pick(GENRES, 5)].filter((genre, i, all) => all.indexOf(genre) === i),
    durationMinutes: 85 + (index % 60),
    releaseDate,
    productionYear: 2020 + (index % 7),
    countries: ["France"],
    directors: [`Réalisatrice ${index + 1}`],
    cast: [
      { name: `Actrice ${index + 1}`, role: "Rôle principal" },
      { name: `Acteur ${index + 1}`, role: "Second rôle" },
    ],
    classification: { rating: index % 9 === 0 ? "12" : "TP" },
    tags,
    poster: { background: "#1B2A4A", foreground: "#F5E9D0", motif: pick(MOTIFS, 6) },
    showtimes,
  };
}

type FilmContent = ReturnType<typeof film>;
/** The next performance code of the set (each showtime has its own). */
type PerfCodes = () => string;

const FORTNIGHT: Moment[] = Array.from({ length: 14 }, (_, i) => ({ playWeek: Math.floor(i / 7), day: i % 7 }));
const THIS_WEEK = FORTNIGHT.slice(0, 7);
const NEXT_WEEK = FORTNIGHT.slice(7);

/** Archive: released in 2021 to 2025 (a Wednesday of those years), no showtime to come. */
const archiveRelease = (index: number) =>
  new Date(Date.UTC(2021, 0, 6) + (index % 250) * 7 * 86_400_000).toISOString().slice(0, 10);

/** The large shape's showtimes: two a day on three screens. */
const largeShowtimes = (index: number, days: Moment[], next: PerfCodes) =>
  days.flatMap((day, d) =>
    Array.from({ length: 2 }, (_, k) => ({
      perfCode: next(),
      start: { ...day, time: TIMES[(index + d + k * 2) % TIMES.length]! },
      version: VERSIONS[(index + k) % 2]!,
      projection: "2D",
      screen: SCREENS[(index + k) % SCREENS.length]!,
      ...(k === 0 && d % 3 === 0 ? { accessibility: ["AD"] } : {}),
    })),
  );

function largeFilm(shape: GrowthShape, index: number, next: PerfCodes): FilmContent {
  if (index < shape.onScreen) {
    // On screen: released in the last four weeks (or this one), showing every day of the fortnight.
    return film(
      index,
      { playWeek: -(index % 5), day: 0 },
      largeShowtimes(index, FORTNIGHT, next),
      index % 5 === 0 ? ["NEW"] : [],
    );
  }
  if (index < shape.onScreen + shape.coming) {
    const week = 2 + (index % 50);
    // Two are numbered, one kept: the performance codes stay those of the figures measured before.
    const preview = index % 10 === 0 ? largeShowtimes(index, [{ playWeek: week - 1, day: 5 }], next).slice(0, 1) : [];
    return film(index, { playWeek: week, day: 0 }, preview, preview.length > 0 ? ["PREVIEW"] : []);
  }
  if (index < shape.onScreen + shape.coming + shape.undated) return film(index, null, [], []);
  return film(index, archiveRelease(index), [], []);
}

/** A multiplex's times, by showtimes a day: staggered by a quarter of an hour from film to film. */
const MULTIPLEX_TIMES: Record<number, string[]> = {
  2: ["14:00", "20:30"],
  3: ["11:00", "16:15", "20:45"],
  4: ["10:45", "14:00", "17:30", "21:15"],
};

const plusMinutes = (time: string, minutes: number) => {
  const [hours, mins] = time.split(":").map(Number) as [number, number];
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
};

/** Showtimes a day of a multiplex film: two to four, about 120 a day over 44 films. */
export const multiplexShowtimesPerDay = (index: number) => 2 + (index % 3);

const multiplexAccessibility = (index: number, d: number, k: number, perDay: number) => {
  if (k === 0 && d % 3 === 0) return ["AD"];
  if (index % 8 === 3 && k === perDay - 1 && d % 7 === 2) return ["SDH"];
  return index % 9 === 4 && k === 0 && d % 7 === 4 ? ["RELAX"] : [];
};

const multiplexProjection = (index: number, k: number, perDay: number) => {
  if (index % 10 === 2 && k === 0) return "IMAX";
  return index % 6 === 1 && k === perDay - 1 ? "3D" : "2D";
};

/** A multiplex film's showtimes on `days`: its screen among `screens`, English films in VF and VOST in turn. */
const multiplexShowtimes = (index: number, days: Moment[], next: PerfCodes, screens: number) =>
  days.flatMap((day, d) => {
    const perDay = multiplexShowtimesPerDay(index);
    return MULTIPLEX_TIMES[perDay]!.map((time, k) => {
      const accessibility = multiplexAccessibility(index, d, k, perDay);
      return {
        perfCode: next(),
        start: { ...day, time: plusMinutes(time, 15 * (index % 4)) },
        version: index % 3 === 0 && k % 2 === 0 ? VERSIONS[1] : VERSIONS[0],
        projection: multiplexProjection(index, k, perDay),
        screen: `Salle ${1 + (index % screens)}`,
        ...(accessibility.length > 0 ? { accessibility } : {}),
      };
    });
  });

/** An avant-première: one showtime on a Sunday evening of `playWeek`. */
const avantPremiere = (playWeek: number, next: PerfCodes) => ({
  perfCode: next(),
  start: { playWeek, day: 4, time: "20:00" },
  version: VERSIONS[0],
  projection: "2D",
  screen: "Salle 1",
});

function multiplexOnScreen(shape: GrowthShape, index: number, next: PerfCodes): FilmContent {
  const stays = shape.onScreen - 2 * shape.turnover;
  if (index < stays) {
    const released = -(index % 5);
    return film(
      index,
      { playWeek: released, day: 0 },
      multiplexShowtimes(index, FORTNIGHT, next, shape.screens),
      released === 0 ? ["NEW"] : [],
    );
  }
  if (index < stays + shape.turnover)
    return film(index, { playWeek: -4, day: 0 }, multiplexShowtimes(index, THIS_WEEK, next, shape.screens), []);
  // Arriving next week, one in two after an avant-première this Sunday.
  const preview = index % 2 === 0 ? [avantPremiere(0, next)] : [];
  const showtimes = [...preview, ...multiplexShowtimes(index, NEXT_WEEK, next, shape.screens)];
  return film(index, { playWeek: 1, day: 0 }, showtimes, preview.length > 0 ? ["PREVIEW"] : []);
}

function multiplexFilm(shape: GrowthShape, index: number, next: PerfCodes): FilmContent {
  if (index < shape.onScreen) return multiplexOnScreen(shape, index, next);
  if (index < shape.onScreen + shape.coming) {
    // Over the next three months, one in five after an avant-première the week before.
    const week = 2 + (index % 12);
    const preview = index % 5 === 0 ? [avantPremiere(week - 1, next)] : [];
    return film(index, { playWeek: week, day: 0 }, preview, preview.length > 0 ? ["PREVIEW"] : []);
  }
  if (index < shape.onScreen + shape.coming + shape.undated) return film(index, null, [], []);
  return film(index, archiveRelease(index), [], []);
}

/** The demo's theatre with `screens` screens (« Salle 1 » …): its own, then plain ones. */
function writeTheater(dir: string, sourceContent: string, screens: number) {
  const theater = JSON.parse(readFileSync(path.join(sourceContent, "theater.json"), "utf8")) as { screens: object[] };
  const own = theater.screens.length;
  const added = Array.from({ length: Math.max(0, screens - own) }, (_, i) => ({
    name: `Salle ${own + i + 1}`,
    seats: 90 + ((i * 37) % 200),
    wheelchairSpaces: 2,
    features: [],
  }));
  writeFileSync(
    path.join(dir, "theater.json"),
    `${JSON.stringify({ ...theater, screens: [...theater.screens, ...added] }, null, 2)}\n`,
  );
}

/** Writes the grown content set to `dir` (replacing it): site.json and theater.json from content/, generated films. */
export function generateGrowthContent(
  dir: string,
  shape: GrowthShape = GROWTH_SHAPES.large,
  sourceContent = "content",
): { films: number; showtimes: number } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "films"), { recursive: true });
  copyFileSync(path.join(sourceContent, "site.json"), path.join(dir, "site.json"));
  writeTheater(dir, sourceContent, shape.screens);
  // The content pages (tarifs, accessibilité, …) and pictures, as they are.
  for (const folder of ["pages", "images"]) {
    if (existsSync(path.join(sourceContent, folder)))
      cpSync(path.join(sourceContent, folder), path.join(dir, folder), { recursive: true });
  }
  let perfCode = 500_000;
  const next: PerfCodes = () => String((perfCode += 1));
  const filmOf = shape.name === "multiplex" ? multiplexFilm : largeFilm;
  let showtimes = 0;
  for (let index = 0; index < shape.films; index += 1) {
    const content = filmOf(shape, index, next);
    showtimes += content.showtimes.length;
    writeFileSync(path.join(dir, "films", `${content.id}-${content.slug}.json`), `${JSON.stringify(content, null, 2)}\n`);
  }
  return { films: shape.films, showtimes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? "")) {
  const [dir, shapeArg] = process.argv.slice(2);
  if (!dir) {
    console.error("usage: tsx scripts/generate-growth-content.ts <content-dir> [films | multiplex]");
    process.exit(2);
  }
  const result = generateGrowthContent(dir, growthShapeOf(shapeArg));
  console.log(`${result.films} films, ${result.showtimes} showtimes written to ${dir}`);
}
