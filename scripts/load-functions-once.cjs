// Preloaded into `gatsby serve` (node --require): loads each compiled Gatsby
// Function once, as production Functions hosts do. `gatsby serve` otherwise
// deletes the Function from require.cache and evaluates its 1.8 MB bundle again
// on every request (about 100 ms of CPU each: a few requests per second).
const Module = require("node:module");
const path = require("node:path");

const functionsDir = `${path.sep}.cache${path.sep}functions${path.sep}`;
const loaded = new Map();
const load = Module._load;

Module._load = function loadFunctionOnce(request, parent, isMain) {
  const filename = path.isAbsolute(request) ? request : null;
  if (filename === null || !filename.includes(functionsDir)) return load.call(this, request, parent, isMain);
  if (!loaded.has(filename)) loaded.set(filename, load.call(this, request, parent, isMain));
  return loaded.get(filename);
};
