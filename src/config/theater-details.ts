// The same file as site-config.ts's summary, under a query: webpack makes it a module of its own, so
// the shell's import keeps only the fields the summary reads, and these details load with the pages
// that show them (the theatre page, the home page).
import rawTheater from "../../content/theater.json?details";
import type { TheaterContent } from "../domain/theater-schema";
import { typesetContent } from "./site-config";

/** The cinema's full description (content/theater.json, checked at build time), French typography applied. */
export const theaterDetails = typesetContent(rawTheater as TheaterContent);
