import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResponsiveImage } from "../../domain/responsive-image";
import { imageUrl, POSTER_WIDTHS } from "../../lib/responsive-image";
import { drawnPosterImage } from "./drawn-poster-image";
import { posterTextDrawer, type DrawText } from "./poster-text";

let dir: string;
let drawText: DrawText;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cinema-drawn-posters-"));
  drawText = await posterTextDrawer();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const job = () => ({ publicDir: path.join(dir, "public"), publicPath: "images/affiches", cacheDir: path.join(dir, "cache") });
const film = {
  id: "264190",
  title: "Capitaine Mirabelle",
  directors: ["Inès Garnier"],
  poster: { background: "#2B1B3D", foreground: "#F2D06B", motif: "stripes" as const },
};

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, i) => value - b[i]!));

/** The poster's largest JPEG as pixels: whether a pixel is nearer the foreground colour than the background's. */
async function pixelsOf(image: ResponsiveImage) {
  const file = path.join(job().publicDir, imageUrl(image, image.width, "jpg"));
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  const isForeground = (x: number, y: number) =>
    distance(at(x, y), rgb(film.poster.foreground)) < distance(at(x, y), rgb(film.poster.background));
  return { info, at, isForeground };
}

/** The leftmost and rightmost columns with the foreground colour between two rows, and how many have it. */
function foregroundColumns(isForeground: (x: number, y: number) => boolean, width: number, [top, bottom]: [number, number]) {
  const columns: number[] = [];
  for (let x = 0; x < width; x += 1)
    for (let y = top; y < bottom; y += 1)
      if (isForeground(x, y)) {
        columns.push(x);
        break;
      }
  return { left: Math.min(...columns), right: Math.max(...columns), count: columns.length };
}

describe("the poster the build draws for a film without a poster file", () => {
  it("is a picture in WebP and JPEG at every poster width, 2:3, with no AVIF", async () => {
    const image = await drawnPosterImage(film, drawText, job());
    expect(image).toMatchObject({ width: 600, height: 900, widths: [...POSTER_WIDTHS], formats: ["webp", "jpg"] });
    expect(image.base).toMatch(/^\/images\/affiches\/dessin-264190-[0-9a-f]{10}$/);
    const files = await readdir(path.join(job().publicDir, "images/affiches"));
    expect(files.filter((file) => file.endsWith(".avif"))).toEqual([]);
    for (const width of POSTER_WIDTHS)
      for (const [format, decoded] of [
        ["webp", "webp"],
        ["jpg", "jpeg"],
      ] as const) {
        const metadata = await sharp(path.join(job().publicDir, imageUrl(image, width, format))).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual([decoded, width, width * 1.5]);
      }
  });

  it("shows the title and the directors centred in the foreground colour on the background", async () => {
    const { info, at, isForeground } = await pixelsOf(await drawnPosterImage(film, drawText, job()));
    // The drawing is 400 × 600 units, the file 600 × 900 pixels: the title's lines sit on y = 450 and 490 units, the
    // directors on 570.
    expect(distance(at(10, 880), rgb(film.poster.background))).toBeLessThan(8);
    const title = foregroundColumns(isForeground, info.width, [630, 676]);
    const credit = foregroundColumns(isForeground, info.width, [835, 858]);
    for (const line of [title, credit]) {
      expect(line.count).toBeGreaterThan(20);
      expect(Math.abs(line.left + line.right - info.width)).toBeLessThanOrEqual(4);
    }
  });

  it("draws its text as outlines in the site's fonts: nothing is left to the rasteriser's fonts", () => {
    const line = drawText({ face: "title", text: "MIRABELLE", size: 36, centreX: 200, baselineY: 450 });
    expect(line).not.toMatch(/<text|font-family/);
    // One outline per letter.
    expect(line.match(/<path /g)).toHaveLength(9);
  });

  it("keeps its URLs while the film's poster is unchanged, and gets new ones when a colour changes", async () => {
    const first = await drawnPosterImage(film, drawText, job());
    expect(await drawnPosterImage(film, drawText, job())).toEqual(first);
    const recoloured = await drawnPosterImage({ ...film, poster: { ...film.poster, background: "#102A43" } }, drawText, job());
    expect(recoloured.base).not.toBe(first.base);
  });
});
