// Webpack loader (set up by src/builder/fonts/font-files-webpack.ts): the self-hosted font files as the
// site ships them, with U+202F (src/builder/fonts/narrow-no-break-space.cjs), subset (characters, features)
// and without hinting (src/builder/fonts/font-subset.ts).
const subsetFont = require("subset-font");
const { withNarrowNoBreakSpace } = require("../fonts/narrow-no-break-space.cjs");

/**
 * One font at a time: fontverter's woff2 conversion hands back bytes in WebAssembly memory that the next conversion
 * reuses, so fonts converted side by side (webpack runs the loader for each file at once) came out corrupted.
 */
let previous = Promise.resolve();
const oneAtATime = (work) => {
  const turn = previous.then(work, work);
  previous = turn.catch(() => undefined);
  return turn;
};

/** @this {import("webpack").LoaderContext<{ text: string; features: string[] }>} */
module.exports = function fontSubsetLoader(source) {
  const done = this.async();
  const { text, features } = this.getOptions();
  oneAtATime(async () => {
    const font = await withNarrowNoBreakSpace(source);
    return subsetFont(font, text, { targetFormat: "woff2", noHinting: true, keepFeatures: features });
  }).then(
    (subset) => done(null, subset),
    (error) => done(error),
  );
};
module.exports.raw = true;
