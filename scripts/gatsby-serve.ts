/**
 * How we run `gatsby serve`: with the preloads that load each Gatsby Function
 * once (scripts/load-functions-once.cjs), refuse uploads before Gatsby's multer
 * buffers them (scripts/refuse-uploads.cjs) and add the security headers
 * (scripts/serve-security-headers.cjs), and Gatsby's plain logger (its
 * interactive one re-renders the terminal for every Function call). Used by
 * npm start, the end-to-end tests and the benchmarks.
 */
export const gatsbyServeArgs = (port: number, host?: string): string[] => [
  "--require",
  "./scripts/load-functions-once.cjs",
  "--require",
  "./scripts/refuse-uploads.cjs",
  "--require",
  "./scripts/serve-security-headers.cjs",
  "node_modules/gatsby/cli.js",
  "serve",
  "--port",
  String(port),
  ...(host ? ["--host", host] : []),
];

export const gatsbyServeEnv = { GATSBY_LOGGER: "yurnalist", GATSBY_TELEMETRY_DISABLED: "1" } as const;

export const gatsbyServeCommand = (port: number, host?: string) => `node ${gatsbyServeArgs(port, host).join(" ")}`;
