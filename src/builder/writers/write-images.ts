import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageFormat, ResponsiveImage } from "../../domain/responsive-image";
import { IMAGE_FORMATS } from "../../lib/responsive-image";

/** Encoder settings: part of the cache key, so changing them re-encodes every file. */
const ENCODERS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72 },
  jpg: { quality: 78, mozjpeg: true },
} as const satisfies Record<ImageFormat, object>;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function encode(source: Buffer, width: number, format: ImageFormat, target: string): Promise<void> {
  const resized = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  const encoded =
    format === "avif"
      ? resized.avif(ENCODERS.avif)
      : format === "webp"
        ? resized.webp(ENCODERS.webp)
        : resized.jpeg(ENCODERS.jpg);
  await encoded.toFile(target);
}

/** A picture the build made itself (a drawn poster): its name in public/ and its bytes, in a format sharp reads. */
export interface MadePicture {
  name: string;
  bytes: Buffer;
}

export interface ImageJob {
  /** The operator's file, e.g. content/images/x.jpg, or a picture the build made. */
  source: string | MadePicture;
  widths: readonly number[];
  /** The formats to encode, all three unless said (JPEG is always among them: every browser's fallback). */
  formats?: readonly ImageFormat[];
  /** Where public/ is, and the path under it, e.g. "images". */
  publicDir: string;
  publicPath: string;
  /** Kept between builds (Gatsby keeps .cache/): a file already encoded is copied, not encoded again. */
  cacheDir: string;
}

/**
 * Cuts one picture into `widths` (never wider than the original) in AVIF, WebP and JPEG, or the formats asked for.
 * File names carry a hash of the source and the encoder settings: a new file or new settings
 * get new URLs (safe to cache forever), and an unchanged picture is never re-encoded.
 */
export async function writeResponsiveImage({
  source,
  widths,
  formats = IMAGE_FORMATS,
  publicDir,
  publicPath,
  cacheDir,
}: ImageJob): Promise<ResponsiveImage> {
  const bytes = typeof source === "string" ? await readFile(source) : source.bytes;
  const hash = createHash("sha256").update(bytes).update(JSON.stringify(ENCODERS)).digest("hex").slice(0, 10);
  const metadata = await sharp(bytes).rotate().metadata();
  const sourceWidth = metadata.autoOrient.width;
  const sourceHeight = metadata.autoOrient.height;
  const kept = widths.filter((width) => width <= sourceWidth);
  const usable = kept.length > 0 ? kept : [sourceWidth];
  const name = `${typeof source === "string" ? path.basename(source, path.extname(source)) : source.name}-${hash}`;
  await mkdir(path.join(publicDir, publicPath), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  await Promise.all(
    usable.flatMap((width) =>
      formats.map(async (format) => {
        const file = `${name}-${width}.${format}`;
        const cached = path.join(cacheDir, file);
        if (!(await exists(cached))) await encode(bytes, width, format, cached);
        await copyFile(cached, path.join(publicDir, publicPath, file));
      }),
    ),
  );
  const largest = usable.at(-1)!;
  return {
    base: `/${publicPath}/${name}`,
    width: largest,
    height: Math.round((sourceHeight * largest) / sourceWidth),
    widths: usable,
    ...(formats.length < IMAGE_FORMATS.length ? { formats: [...formats] } : {}),
  };
}
