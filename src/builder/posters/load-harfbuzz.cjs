// harfbuzzjs is an ES module with a top-level await, which require() cannot load and import() can. Gatsby compiles
// the build's TypeScript to CommonJS and turns every import() it sees into a require(): poster-text.ts loads this
// file with Node's own require (createRequire), out of the compiler's reach, and this import() stays Node's.
module.exports = () => import("harfbuzzjs");
