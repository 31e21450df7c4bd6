// Webpack loader (set up in src/builder/webpack.ts): content/site.json and content/theater.json as the bundles read
// them, French typography applied at build time (src/lib/french-typography.ts) rather than in every visitor's
// browser. webpack.ts computes the typeset files and passes them in the options, by absolute path.

/** @this {import("webpack").LoaderContext<{ typeset: Record<string, string> }>} */
module.exports = function typesetContentLoader(source) {
  return this.getOptions().typeset[this.resourcePath] ?? source;
};
