import rawSite from "../../content/site.json";
import rawTheater from "../../content/theater.json";
import type { SiteConfig } from "../domain/site-schema";
import type { TheaterContent } from "../domain/theater-schema";
import { typesetDeep } from "../lib/french-typography";

/** The settings file's texts with French typography: done at build for the bundles (`__CONTENT_TYPESET__`), here for Node and tests. */
export const typesetContent = <T>(content: T): T =>
  typeof __CONTENT_TYPESET__ !== "undefined" && __CONTENT_TYPESET__ ? content : typesetDeep(content);

// The build (src/builder/build-content.ts) validates both files against the content schema before any page
// is built (a bad file fails the build), so the browser bundle can trust them
// without shipping the schema library. The build also refuses a file that leaves
// a setting to the schema's default (defaultsLeftOut, src/content/read-content-file.ts): the cast
// below then drops no default, and a test checks it equals the parsed file, typeset.
// Their texts get French typography, as film texts do when content is loaded (the rules leave URLs, codes
// and times as they are).
export const siteConfig = typesetContent(rawSite) as SiteConfig;

/** What every page and the film pages' structured data read of the cinema (theater-details.ts has the rest). */
export type TheaterSummary = Pick<TheaterContent, "id" | "slug" | "name" | "address" | "geo" | "phone" | "email"> & {
  screenCount: number;
};

/**
 * The cinema as the shell knows it. Only the fields read here reach the bundles (webpack keeps the
 * JSON properties a module reads): opening hours, access, screens, prices and the description are in
 * `theaterDetails`, loaded by the pages that show them (docs/performance.md).
 */
export const theaterConfig: TheaterSummary = typesetContent({
  id: rawTheater.id,
  slug: rawTheater.slug,
  name: rawTheater.name,
  address: rawTheater.address,
  geo: rawTheater.geo,
  phone: rawTheater.phone,
  email: rawTheater.email,
  screenCount: rawTheater.screens.length,
});
