declare const __BUILD_TIME__: string | undefined;

/**
 * The build's "now" (ISO), set by gatsby-node for the server render and the
 * browser bundle alike, so what is derived from it hydrates without mismatch.
 * Outside a Gatsby bundle (unit tests) it is the time the module loads.
 */
export const BUILD_TIME: string = typeof __BUILD_TIME__ === "undefined" ? new Date().toISOString() : __BUILD_TIME__;
