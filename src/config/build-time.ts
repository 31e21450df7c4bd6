/**
 * The build's "now" (ISO), the same for the server render and the browser bundle
 * (`__BUILD_TIME__`, src/config/build-globals.ts), so what is derived from it hydrates without mismatch.
 * Outside a Gatsby bundle (unit tests) it is the time the module loads.
 */
export const BUILD_TIME: string = typeof __BUILD_TIME__ === "undefined" ? new Date().toISOString() : __BUILD_TIME__;
