import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { carryOverBuildFiles, imageFiles, isHashedBuildFile, keepThisAndPreviousBuild, recordBuildFiles } from "./build-files";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function projectRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), "build-files-"));
  roots.push(root);
  return root;
}

const hash = (build: number, length = 20) => String(build).repeat(length).slice(0, length);

/** What one build writes to public/: its scripts, style sheet, font and picture, and files of fixed names. */
const filesOf = (build: number) => ({
  webpack: [
    `app-${hash(build)}.js`,
    `styles.${hash(build)}.css`,
    `app-${hash(build)}.js.LICENSE.txt`,
    `static/font-${hash(build, 32)}.woff2`,
  ],
  images: [`images/fonds/film-${hash(build, 10)}-960.avif`],
});

/** A `gatsby build` in `root` as far as these files go: webpack and the pictures write theirs, then post-build. */
async function build(root: string, number: number): Promise<string[]> {
  const { webpack, images } = filesOf(number);
  for (const name of [...webpack, ...images, "index.html", "sw.js", "chunk-map.json"]) {
    mkdirSync(path.dirname(path.join(root, "public", name)), { recursive: true });
    writeFileSync(path.join(root, "public", name), `build ${number}: ${name}`);
  }
  await recordBuildFiles(root, "webpack", [...webpack, `app-${hash(number)}.js.map`, "chunk-map.json"]);
  await recordBuildFiles(root, "images", images);
  return keepThisAndPreviousBuild(root);
}

const publicFiles = (root: string) =>
  readdirSync(path.join(root, "public"), { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => !["static", "images", "images/fonds"].includes(name))
    .sort();

const allFilesOf = (number: number) => [...filesOf(number).webpack, ...filesOf(number).images];

describe("isHashedBuildFile", () => {
  it.each([
    ["app-786e36a51ff5dafc2128.js", true],
    ["0d9c1337-a0d731a0295560c39862.js", true],
    ["styles.e58122a3c1497605f4ab.css", true],
    ["framework-1169cf44bf30c8d64bda.js.LICENSE.txt", true],
    ["static/open-sans-latin-400-normal-69b5639308cfff3d22a7d3969fe8cd29.woff2", true],
    ["images/affiches/les-heures-claires-affiche-3f9a1c2b0d-300.webp", true],
    ["sw.js", false],
    ["webpack.stats.json", false],
    ["app-786e36a51ff5dafc2128.js.map", false],
    ["../app-786e36a51ff5dafc2128.js", false],
    ["static/../../app-786e36a51ff5dafc2128.js", false],
    ["/etc/app-786e36a51ff5dafc2128.js", false],
    [".hidden-786e36a51ff5dafc2128.js", false],
  ])("%s → %s", (name, hashed) => {
    expect(isHashedBuildFile(name)).toBe(hashed);
  });
});

describe("imageFiles", () => {
  it("names every width and format of a picture, as hashed files under public/", () => {
    const files = imageFiles([
      { base: "/images/affiches/aurore-affiche-3f9a1c2b0d", width: 300, height: 450, widths: [96, 300] },
    ]);
    expect(files).toEqual(
      [96, 300].flatMap((width) =>
        ["avif", "webp", "jpg"].map((format) => `images/affiches/aurore-affiche-3f9a1c2b0d-${width}.${format}`),
      ),
    );
    expect(files.every(isHashedBuildFile)).toBe(true);
  });

  it("names only the formats a picture has (a drawn poster: no AVIF)", () => {
    const drawn = { base: "/images/affiches/dessin-264190-77ad14af18", width: 600, height: 900, widths: [96] };
    expect(imageFiles([{ ...drawn, formats: ["webp", "jpg"] }])).toEqual([
      "images/affiches/dessin-264190-77ad14af18-96.webp",
      "images/affiches/dessin-264190-77ad14af18-96.jpg",
    ]);
  });
});

describe("keepThisAndPreviousBuild", () => {
  it("keeps this build's hashed files and the previous build's, and removes older builds'", async () => {
    const root = projectRoot();
    await build(root, 1);
    await build(root, 2);
    expect(await build(root, 3)).toEqual(expect.arrayContaining(allFilesOf(1)));
    expect(publicFiles(root)).toEqual([...allFilesOf(2), ...allFilesOf(3), "chunk-map.json", "index.html", "sw.js"].sort());
    expect(readFileSync(path.join(root, "public", `app-${hash(2)}.js`), "utf8")).toBe(`build 2: app-${hash(2)}.js`);
  });

  it("removes nothing while it does not know the previous build (the first build, or .cache/ emptied)", async () => {
    const root = projectRoot();
    await build(root, 1);
    rmSync(path.join(root, ".cache"), { recursive: true });
    expect(await build(root, 2)).toEqual([]);
    expect(publicFiles(root)).toEqual(expect.arrayContaining(allFilesOf(1)));
    await build(root, 3);
    expect(publicFiles(root)).not.toContain(`app-${hash(1)}.js`);
  });

  it("leaves a file of the project's static/ folder, whatever its name", async () => {
    const root = projectRoot();
    mkdirSync(path.join(root, "static"));
    writeFileSync(path.join(root, "static", `widget-${hash(7)}.js`), "");
    await build(root, 1);
    writeFileSync(path.join(root, "public", `widget-${hash(7)}.js`), "");
    await build(root, 2);
    await build(root, 3);
    expect(publicFiles(root)).toContain(`widget-${hash(7)}.js`);
  });
});

describe("carryOverBuildFiles", () => {
  it("gives the new build the serving build's own hashed files, not those it kept from its predecessor", async () => {
    const [serving, next] = [projectRoot(), projectRoot()];
    await build(serving, 1);
    await build(serving, 2);
    await build(next, 3);
    writeFileSync(path.join(serving, "public", "index.html"), "the serving build's page");
    expect(await carryOverBuildFiles(serving, next)).toBe(allFilesOf(2).length);
    expect(publicFiles(next)).toEqual([...allFilesOf(2), ...allFilesOf(3), "chunk-map.json", "index.html", "sw.js"].sort());
    expect(readFileSync(path.join(next, "public", "index.html"), "utf8")).toBe("build 3: index.html");
    // The next build in the same place keeps them as the previous build's.
    await build(next, 4);
    expect(publicFiles(next)).toEqual(expect.arrayContaining([...allFilesOf(3), ...allFilesOf(4)]));
    expect(publicFiles(next)).not.toContain(`app-${hash(2)}.js`);
  });

  it("refuses a recorded name that climbs out of public/", async () => {
    const [serving, next] = [projectRoot(), projectRoot()];
    await build(serving, 1);
    await build(next, 2);
    const outside = `outside-${hash(9)}.js`;
    writeFileSync(path.join(serving, outside), "a file beside public/");
    const hostile = [`../${outside}`, `static/../../${outside}`, `images/fonds/../../../${outside}`, `..%2f${outside}`];
    writeFileSync(path.join(serving, ".cache", "build-files", "kept.json"), JSON.stringify({ current: hostile, previous: null }));
    expect(await carryOverBuildFiles(serving, next)).toBe(0);
    expect(existsSync(path.join(next, outside))).toBe(false);
    expect(publicFiles(next)).toEqual([...allFilesOf(2), "chunk-map.json", "index.html", "sw.js"].sort());
  });
});
