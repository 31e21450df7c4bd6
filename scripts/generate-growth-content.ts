/**
 * A grown content set for the growth benchmark (bench/growth.ts): the demo's site and theatre with
 * `films` generated films (2,700 by default), shaped like a large multiplex's years of content.
 * Moments are relative to the build's play week, like the demo's, so any build date works.
 *
 *   npx tsx scripts/generate-growth-content.ts <content-dir> [films]
 *
 * Shape (docs/performance.md "Growth"): 50 films on screen over this play week and the next, two
 * showtimes a day each (1,400 showtimes: a 20-screen multiplex's fortnight), 250 coming films spread
 * over the next year (some with an avant-première), 40 without a date, the rest an archive of past
 * films (their pages are built; they are no longer on the programme).
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const GROWTH_SHAPE = { onScreen: 50, coming: 250, undated: 40, showtimesPerDay: 2 } as const;

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

/** Writes the grown content set to `dir` (replacing it): site.json and theater.json from content/, generated films. */
export function generateGrowthContent(
  dir: string,
  films = 2700,
  sourceContent = "content",
): { films: number; showtimes: number } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "films"), { recursive: true });
  for (const file of ["site.json", "theater.json"]) copyFileSync(path.join(sourceContent, file), path.join(dir, file));
  // The content pages (tarifs, accessibilité, …) and pictures, as they are.
  for (const folder of ["pages", "images"]) {
    if (existsSync(path.join(sourceContent, folder)))
      cpSync(path.join(sourceContent, folder), path.join(dir, folder), { recursive: true });
  }
  let perfCode = 500_000;
  let showtimeCount = 0;
  const showing = (index: number, days: Moment[]) =>
    days.flatMap((day, d) =>
      Array.from({ length: GROWTH_SHAPE.showtimesPerDay }, (_, k) => {
        showtimeCount += 1;
        return {
          perfCode: String((perfCode += 1)),
          start: { ...day, time: TIMES[(index + d + k * 2) % TIMES.length]! },
          version: VERSIONS[(index + k) % 2]!,
          projection: "2D",
          screen: SCREENS[(index + k) % SCREENS.length]!,
          ...(k === 0 && d % 3 === 0 ? { accessibility: ["AD"] } : {}),
        };
      }),
    );
  const fortnight: Moment[] = Array.from({ length: 14 }, (_, i) => ({ playWeek: Math.floor(i / 7), day: i % 7 }));
  for (let index = 0; index < films; index += 1) {
    let content;
    if (index < GROWTH_SHAPE.onScreen) {
      // On screen: released in the last four weeks (or this one), showing every day of the fortnight.
      content = film(index, { playWeek: -(index % 5), day: 0 }, showing(index, fortnight), index % 5 === 0 ? ["NEW"] : []);
    } else if (index < GROWTH_SHAPE.onScreen + GROWTH_SHAPE.coming) {
      const week = 2 + (index % 50);
      const preview = index % 10 === 0 ? showing(index, [{ playWeek: week - 1, day: 5 }]).slice(0, 1) : [];
      content = film(index, { playWeek: week, day: 0 }, preview, preview.length > 0 ? ["PREVIEW"] : []);
    } else if (index < GROWTH_SHAPE.onScreen + GROWTH_SHAPE.coming + GROWTH_SHAPE.undated) {
      content = film(index, null, [], []);
    } else {
      // Archive: released in 2021 to 2025 (a Wednesday of those years), no showtime to come.
      const released = new Date(Date.UTC(2021, 0, 6) + (index % 250) * 7 * 86_400_000).toISOString().slice(0, 10);
      content = film(index, released, [], []);
    }
    writeFileSync(path.join(dir, "films", `${content.id}-${content.slug}.json`), `${JSON.stringify(content, null, 2)}\n`);
  }
  return { films, showtimes: showtimeCount };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? "")) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) {
    console.error("usage: tsx scripts/generate-growth-content.ts <content-dir> [films]");
    process.exit(2);
  }
  const result = generateGrowthContent(dir, count ? Number(count) : undefined);
  console.log(`${result.films} films, ${result.showtimes} showtimes written to ${dir}`);
}
