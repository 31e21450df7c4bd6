import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { frenchTypography } from "../../src/lib/french-typography";

/** The demo films, read from content/ (file names are `{id}-{slug}.json`, checked by the build). */
export const films = readdirSync("content/films")
  .filter((file) => file.endsWith(".json"))
  .map((file) => {
    const film = JSON.parse(readFileSync(path.join("content/films", file), "utf8")) as {
      id: string;
      slug: string;
      title: string;
      showtimes: { start: string | { time: string } }[];
    };
    // Titles as the site shows them: French typography applied at content load.
    return { ...film, title: frenchTypography(film.title), path: `/films/${film.id}-${film.slug}/` };
  });

/** The settings of content/site.json the tests need. */
export const site = JSON.parse(readFileSync("content/site.json", "utf8")) as { moviePermalinkPrefix: string };
