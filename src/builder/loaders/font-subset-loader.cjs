// Webpack loader (set up by src/builder/fonts/font-files-webpack.ts): the self-hosted font files as the
// site ships them, with U+202F (src/builder/fonts/narrow-no-break-space.cjs), subset (characters, features)
// and without hinting (src/builder/fonts/font-subset.ts).
const subsetFont = require("subset-font");
const { withNarrowNoBreakSpace } = require("../fonts/narrow-no-break-space.cjs");

/** @this {import("webpack").LoaderContext<{ text: string; features: string[] }>} */
module.exports = function fontSubsetLoader(source) {
  const done = this.async();
  const { text, features } = this.getOptions();
  withNarrowNoBreakSpace(source)
    .then((font) => subsetFont(font, text, { targetFormat: "woff2", noHinting: true, keepFeatures: features }))
    .then(
      (subset) => done(null, subset),
      (error) => done(error),
    );
};
module.exports.raw = true;
