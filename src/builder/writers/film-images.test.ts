import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Film } from "../../domain/film";
import { ContentError } from "../../content/content-problems";
import { withFilmImages } from "./film-images";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cinema-film-images-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const film = (overrides: Partial<Film>) =>
  ({
    id: "1048213",
    slug: "les-heures-claires",
    title: "Les Heures claires",
    directors: ["Clémence Vautrin"],
    poster: { background: "#1E3A5F", foreground: "#F6E7C1", motif: "sun" },
    ...overrides,
  }) as Film;

describe("withFilmImages", () => {
  it("gives a film without a poster file the WebP and JPEG files of the poster the build draws, and no backdrop", async () => {
    const [result] = await withFilmImages([film({})], { contentDir: dir, publicDir: dir, cacheDir: dir });
    expect(result!.posterImage).toMatchObject({
      base: expect.stringMatching(/^\/images\/affiches\/dessin-1048213-[0-9a-f]{10}$/) as string,
      width: 600,
      height: 900,
      formats: ["webp", "jpg"],
    });
    expect(result).not.toHaveProperty("backdropImage");
  });

  it("stops the build on every named file that is missing, saying which film and field", async () => {
    const films = [
      film({ poster: { background: "#1E3A5F", foreground: "#F6E7C1", motif: "sun", file: "images/absente.jpg" } }),
      film({
        id: "7734021",
        slug: "les-veilleurs-de-brest",
        title: "Les Veilleurs de Brest",
        backdrop: { file: "images/fond.png" },
      }),
    ];
    const error = await withFilmImages(films, { contentDir: dir, publicDir: dir, cacheDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      'content/films/1048213-les-heures-claires.json: film 1048213 "Les Heures claires": poster.file: no file content/images/absente.jpg',
      'content/films/7734021-les-veilleurs-de-brest.json: film 7734021 "Les Veilleurs de Brest": backdrop.file: no file content/images/fond.png',
    ]);
  });
});
