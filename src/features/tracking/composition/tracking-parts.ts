import type * as LayoutParts from "./layout-parts";

/** Tracking's code that the layout draws and that starts the rest (layout-parts.tsx): a chunk of its own in the browser. */
export type TrackingParts = typeof LayoutParts;

/**
 * Whether the build's settings put ad containers or « Gérer mes cookies » into the pre-rendered pages
 * (gatsby-node, from `shownInLayout`); outside a build (`gatsby develop`) assumed so.
 */
const partsInPrerenderedPages = typeof __TRACKING_IN_LAYOUT__ === "boolean" ? __TRACKING_IN_LAYOUT__ : true;

let parts: TrackingParts | null = null;
let loading: Promise<TrackingParts> | null = null;

/** The parts' code if it is loaded (always on the server: gatsby-ssr provides it). */
export const loadedTrackingParts = (): TrackingParts | null => parts;

export function loadTrackingParts(): Promise<TrackingParts> {
  loading ??= import(/* webpackChunkName: "tracking-parts" */ "./layout-parts").then(
    (loaded) => (parts = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Server side: the parts are rendered from the build's settings. */
export const provideTrackingParts = (loaded: TrackingParts): void => {
  parts = loaded;
};

/**
 * Before hydration (onClientEntry): where the server rendered parts, hydration must render them too,
 * so their code is loaded first; elsewhere (the demo) nothing is loaded.
 */
export function loadTrackingPartsForHydration(): Promise<void> {
  if (!partsInPrerenderedPages) return Promise.resolve();
  return loadTrackingParts().then(
    () => undefined,
    (error: unknown) => console.warn("Tracking: the layout parts could not be loaded", error),
  );
}
