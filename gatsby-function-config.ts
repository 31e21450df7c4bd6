import { rawBodyFunctionConfig } from "./src/server/http/gatsby-adapter";

/**
 * The `config` export of our Gatsby Functions (body parsers off: the handlers
 * read and validate the raw body themselves, docs/proxy.md).
 *
 * Functions re-export it with `export *` from this file, outside src/, because
 * Gatsby's query extractor reads every file under src/ and takes any
 * `export const config` there for a page config, which makes `gatsby build`
 * build SSR engines; those cannot bundle sharp here and fail the build.
 */
export const config = rawBodyFunctionConfig;
