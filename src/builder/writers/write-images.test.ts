import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrl } from "../../lib/responsive-image";
import { writeResponsiveImage } from "./write-images";

let dir: string;
const publicDir = () => path.join(dir, "public");
const cacheDir = () => path.join(dir, "cache");

/** A 300 × 450 photograph-like picture (a gradient), as an operator's JPEG. */
async function operatorJpeg(name: string, width = 300, height = 450): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1b2a4a"/><stop offset="1" stop-color="#f4c27a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const file = path.join(dir, name);
  await writeFile(file, await sharp(Buffer.from(svg)).jpeg().toBuffer());
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cinema-images-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("writeResponsiveImage", () => {
  it("cuts the picture into the widths it can fill, in AVIF, WebP and JPEG, with its size", async () => {
    const source = await operatorJpeg("affiche.jpg");
    const image = await writeResponsiveImage({
      source,
      widths: [96, 176, 240, 300, 480, 600],
      publicDir: publicDir(),
      publicPath: "images/affiches",
      cacheDir: cacheDir(),
    });
    // Never enlarged: 480 and 600 would be blurry copies of the 300 px original.
    expect(image.widths).toEqual([96, 176, 240, 300]);
    expect(image).toMatchObject({ width: 300, height: 450 });
    expect(image.base).toMatch(/^\/images\/affiches\/affiche-[0-9a-f]{10}$/);

    for (const width of image.widths) {
      for (const [format, decoded] of [
        ["avif", "heif"],
        ["webp", "webp"],
        ["jpg", "jpeg"],
      ] as const) {
        const file = path.join(publicDir(), imageUrl(image, width, format));
        const metadata = await sharp(file).metadata();
        expect(metadata.format, file).toBe(decoded);
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round((450 * width) / 300));
      }
    }
    expect(await readdir(path.join(publicDir(), "images/affiches"))).toHaveLength(12);
  });

  it("keeps a picture narrower than every width at its own width", async () => {
    const image = await writeResponsiveImage({
      source: await operatorJpeg("vignette.jpg", 80, 120),
      widths: [96, 176],
      publicDir: publicDir(),
      publicPath: "images/affiches",
      cacheDir: cacheDir(),
    });
    expect(image).toMatchObject({ widths: [80], width: 80, height: 120 });
  });

  it("encodes a picture the build made, under its name, in the formats asked for only", async () => {
    const bytes = await sharp({ create: { width: 120, height: 180, channels: 3, background: "#2B1B3D" } })
      .png()
      .toBuffer();
    const image = await writeResponsiveImage({
      source: { name: "dessin", bytes },
      widths: [96, 176],
      formats: ["webp", "jpg"],
      publicDir: publicDir(),
      publicPath: "images/dessins",
      cacheDir: cacheDir(),
    });
    expect(image).toMatchObject({ widths: [96], width: 96, height: 144, formats: ["webp", "jpg"] });
    expect(image.base).toMatch(/^\/images\/dessins\/dessin-[0-9a-f]{10}$/);
    expect((await readdir(path.join(publicDir(), "images/dessins"))).sort()).toEqual(
      [imageUrl(image, 96, "jpg"), imageUrl(image, 96, "webp")].map((url) => path.basename(url)),
    );
  });

  it("does not encode an unchanged picture again, and gives a changed one new URLs", async () => {
    const job = { widths: [96], publicDir: publicDir(), publicPath: "images/fonds", cacheDir: cacheDir() };
    const source = await operatorJpeg("fond.jpg", 320, 180);
    const first = await writeResponsiveImage({ ...job, source });
    const cached = path.join(cacheDir(), `${path.basename(first.base)}-96.avif`);
    const encodedAt = (await stat(cached)).mtimeMs;
    const again = await writeResponsiveImage({ ...job, source });
    expect(again).toEqual(first);
    expect((await stat(cached)).mtimeMs).toBe(encodedAt);

    await operatorJpeg("fond.jpg", 320, 200);
    const changed = await writeResponsiveImage({ ...job, source });
    expect(changed.base).not.toBe(first.base);
    expect(changed).toMatchObject({ width: 96, height: 60 });
  });
});
