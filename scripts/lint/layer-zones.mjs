// The import-x/no-restricted-paths zones of src/'s layers and side folders, generated from the lists of
// eslint.config.mjs: a folder imports its own layer and those before it, never one after it.

const src = (folder) => `./src/${folder}`;

/** The order as a message reads it: « domain → lib → … → templates, pages → app ». */
export const layerOrder = (layers) => layers.map((layer) => layer.join(", ")).join(" → ");

/** Every folder of src/ takes a place: a new one that has none would escape every zone. */
export function checkEveryFolderPlaced(folders, layers, sides) {
  const placed = new Set([...layers.flat(), ...Object.keys(sides)]);
  const unplaced = folders.filter((folder) => !placed.has(folder));
  if (unplaced.length > 0) {
    throw new Error(`eslint.config.mjs: place src/${unplaced.join(", src/")} in LAYERS or SIDE_FOLDERS.`);
  }
}

/** One zone per folder and each folder of a later layer: an import up the order is refused, naming both. */
export function layerOrderZones(layers) {
  const order = layerOrder(layers);
  return layers.flatMap((layer, index) => {
    const later = layers.slice(index + 1).flat();
    return layer.flatMap((folder) =>
      later.map((upper) => ({
        target: src(folder),
        from: src(upper),
        message: `Layers import only themselves and those before them (${order}): src/${folder} cannot import src/${upper}; move what both need down.`,
      })),
    );
  });
}

/** A side folder imports only itself and what it lists (a path under src/); src/builder's own zone closes it to all. */
export const sideFolderZones = (sides) =>
  Object.entries(sides)
    .filter(([, side]) => side.imports !== "*")
    .map(([folder, side]) => ({
      target: src(folder),
      from: "./src",
      except: [...new Set([folder, "builder", ...side.imports])].map((path) => `./${path}`),
      message: side.message,
    }));

/**
 * The layers import no side folder but those `openTo` them names (`code`: "production" or "test"); src/builder,
 * which nothing in src/ imports, has its own zone.
 */
export function closedSideZone(layers, sides, code) {
  const closed = Object.entries(sides).filter(([folder, side]) => folder !== "builder" && !side.openTo.includes(code));
  return {
    target: layers.flat().map(src),
    from: closed.map(([folder]) => src(folder)),
    message: `The layers import none of ${closed.map(([folder]) => `src/${folder}`).join(", ")}: ${closed
      .map(([, side]) => side.closedBecause)
      .join("; ")}.`,
  };
}
