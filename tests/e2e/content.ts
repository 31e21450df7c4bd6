import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The demo films, read from content/ (file names are `{id}-{slug}.json`, checked by the build). */
export const films = readdirSync("content/films")
  .filter((file) => file.endsWith(".json"))
  .map((file) => {
    const film = JSON.parse(readFileSync(path.join("content/films", file), "utf8")) as {
      id: string;
      slug: string;
      title: string;
      showtimes: unknown[];
    };
    return { ...film, path: `/films/${film.id}-${film.slug}/` };
  });
