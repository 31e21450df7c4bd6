import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../config/paths";
import { siteConfig } from "../../config/site-config";
import { webAppFiles, writeWebAppManifest } from "./write-web-app-manifest";

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
}

let publicDir: string;
let manifest: Manifest;
const file = (url: string) => path.join(publicDir, url);
/** The RGBA of one pixel of a PNG the build wrote. */
const pixel = async (url: string, x: number, y: number) => {
  const { data, info } = await sharp(file(url)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
};
const rgba = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).concat(255);

beforeAll(async () => {
  publicDir = mkdtempSync(path.join(tmpdir(), "web-app-manifest-"));
  await writeWebAppManifest(publicDir, siteConfig);
  manifest = JSON.parse(readFileSync(file(paths.webAppManifest()), "utf8")) as Manifest;
});

afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

describe("the web app manifest the build writes", () => {
  it("names the cinema in French and opens the home page as a standalone app", () => {
    expect(manifest).toMatchObject({
      name: "Cinéma L’Aurore",
      short_name: "L’Aurore",
      lang: "fr-FR",
      start_url: "/",
      display: "standalone",
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it("takes its colours from the theme", () => {
    expect(manifest.theme_color).toBe(siteConfig.theme.palette.accent);
    expect(manifest.background_color).toBe(siteConfig.theme.palette.background);
  });

  it("has « Séances » (the listing) and « Ma carte » (the member's card) as shortcuts", () => {
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ["Séances", paths.filmListing()],
      ["Ma carte", paths.accountCard()],
    ]);
  });

  it("lists PNG icons of 192 and 512 px and a maskable one, each written at its size", async () => {
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const { format, width, height } = await sharp(file(icon.src)).metadata();
      expect([icon.type, `${width}x${height}`]).toEqual([`image/${format}`, icon.sizes]);
    }
  });

  it("draws the maskable icon full-bleed and the other with rounded (transparent) corners", async () => {
    const maskable = manifest.icons.find((icon) => icon.purpose === "maskable")!;
    const any = manifest.icons.find((icon) => icon.sizes === "512x512" && icon.purpose === "any")!;
    expect(await pixel(maskable.src, 0, 0)).toEqual(rgba(siteConfig.theme.palette.primary));
    expect((await pixel(any.src, 0, 0))[3]).toBe(0);
    expect(await pixel(any.src, 256, 256)).toEqual(rgba(siteConfig.theme.palette.accent));
  });

  it("names every file it writes for the service worker's precache", () => {
    expect(webAppFiles()).toEqual(expect.arrayContaining([paths.webAppManifest(), ...manifest.icons.map((icon) => icon.src)]));
    for (const url of webAppFiles()) expect(() => readFileSync(file(url))).not.toThrow();
  });
});
