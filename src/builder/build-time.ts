/** The build's "now"; CINEMA_BUILD_TIME fixes it (tests, reproducible builds). */
export const buildTime = new Date(process.env.CINEMA_BUILD_TIME ?? Date.now());
