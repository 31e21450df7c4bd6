import { buildGlobalsForTests } from "../config/build-globals";

// The build-time globals as webpack would define them, where unit tests need them (src/config/build-globals.ts).
Object.assign(globalThis, buildGlobalsForTests());
