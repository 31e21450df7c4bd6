// U+202F, the narrow no-break space of French typography (src/lib/french-typography.ts), is missing from
// Open Sans (every Fontsource file and version): browsers then draw it from another font. Unicode makes it
// "typically the width of a thin space", a blank glyph the font has (U+2009), so the font's character map
// gets U+202F → that glyph before the font is subset (font-subset-loader.cjs). Only the cmap table changes:
// outlines, metrics and OpenType features stay byte for byte as they are, and the subsetter writes them out.
const fontverter = require("fontverter");

const NARROW_NBSP = 0x202f;
const THIN_SPACE = 0x2009;

/** Segments of consecutive code points whose glyph ids are consecutive too (one delta each). */
function segmentsOf(mapping) {
  const segments = [];
  for (const [codePoint, glyph] of [...mapping].sort(([a], [b]) => a - b)) {
    const last = segments.at(-1);
    if (last && codePoint === last.end + 1 && glyph - codePoint === last.delta) last.end = codePoint;
    else segments.push({ start: codePoint, end: codePoint, delta: glyph - codePoint });
  }
  // A format 4 subtable ends with the segment 0xFFFF → glyph 0.
  return [...segments, { start: 0xffff, end: 0xffff, delta: 1 }];
}

/** Unicode BMP and Windows Unicode BMP, as Fontsource's files have them: both read the one subtable. */
const ENCODINGS = [
  [0, 3],
  [3, 1],
];

/** A cmap table whose one subtable (format 4, BMP) holds the whole mapping. */
function cmapTable(mapping) {
  const segments = segmentsOf(mapping);
  const count = segments.length;
  const subtable = 4 + ENCODINGS.length * 8;
  const table = Buffer.alloc(subtable + 16 + count * 8);
  table.writeUInt16BE(ENCODINGS.length, 2); // after the version (0): the encoding records
  ENCODINGS.forEach(([platform, encoding], i) => {
    table.writeUInt16BE(platform, 4 + i * 8);
    table.writeUInt16BE(encoding, 6 + i * 8);
    table.writeUInt32BE(subtable, 8 + i * 8);
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = [4, table.length - subtable, 0, count * 2, power * 2, Math.log2(power), (count - power) * 2];
  header.forEach((value, i) => table.writeUInt16BE(value, subtable + i * 2));
  const arrays = subtable + 14;
  segments.forEach(({ start, end, delta }, i) => {
    table.writeUInt16BE(end, arrays + i * 2);
    table.writeUInt16BE(start, arrays + (count + 1 + i) * 2); // after the end codes and a reserved 0
    table.writeUInt16BE((delta + 0x10000) % 0x10000, arrays + (2 * count + 1 + i) * 2);
    // idRangeOffset stays 0: glyph = code point + delta.
  });
  return table;
}

const checksum = (table) => {
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
};

/** The TrueType font with the table `tag` replaced: the new table is appended and the directory points to it. */
function withTable(sfnt, tag, table) {
  const tableCount = sfnt.readUInt16BE(4);
  const entry = Array.from({ length: tableCount }, (_, i) => 12 + i * 16).find(
    (at) => sfnt.toString("latin1", at, at + 4) === tag,
  );
  if (entry === undefined) throw new Error(`The font has no ${tag} table`);
  const font = Buffer.concat([sfnt, Buffer.alloc((4 - (sfnt.length % 4)) % 4)]);
  font.writeUInt32BE(checksum(table), entry + 4);
  font.writeUInt32BE(font.length, entry + 8);
  font.writeUInt32BE(table.length, entry + 12);
  return Buffer.concat([font, table]);
}

/**
 * The font (any format fontverter reads) as TrueType, U+202F mapped to the glyph of U+2009 when it has that
 * one and not U+202F. Throws for a font with characters beyond the BMP, which a format 4 subtable cannot hold.
 */
async function withNarrowNoBreakSpace(source) {
  const sfnt = Buffer.from(await fontverter.convert(source, "truetype"));
  const { Blob, Face, Font } = await import("harfbuzzjs");
  const font = new Font(new Face(new Blob(sfnt)));
  const codePoints = [...font.face.collectUnicodes()];
  const thinSpace = font.nominalGlyph(THIN_SPACE);
  if (codePoints.includes(NARROW_NBSP) || thinSpace === undefined) return sfnt;
  if (codePoints.some((codePoint) => codePoint > 0xffff))
    throw new Error("Characters beyond the BMP: a format 12 cmap is needed");
  const mapping = new Map(codePoints.map((codePoint) => [codePoint, font.nominalGlyph(codePoint)]));
  mapping.set(NARROW_NBSP, thinSpace);
  return withTable(sfnt, "cmap", cmapTable(mapping));
}

module.exports = { withNarrowNoBreakSpace };
