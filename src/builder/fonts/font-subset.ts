/**
 * What the site's font files keep (docs/performance.md): the characters of Fontsource's "latin" files
 * (Basic Latin, Latin-1, œ, combining accents, typographic quotes and spaces, €, ™…) and U+202F, which the
 * subset loader maps first (narrow-no-break-space.cjs), the OpenType features Latin text needs plus
 * tabular figures (times and card numbers), and no hinting. Hinting instructions are half of
 * each file and only old Windows rasterisers use them at small sizes; Google Fonts leaves them out for
 * every other system. 18.6 → 11.0 KB for Open Sans 400.
 */
const LATIN_RANGES: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  // Combining accents: text in decomposed form (e + U+0301) still draws in the brand font.
  [0x300, 0x36f],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Every character the subset keeps, as one string (what subset-font takes). */
export const fontSubsetText = (): string =>
  LATIN_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  ).join("");

/** HarfBuzz's default features for Latin script, and tabular figures (`font-variant-numeric: tabular-nums`). */
export const FONT_FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "tnum"] as const;
