import path from "node:path";
import { buildSync } from "esbuild";

/** The head script's source: the programme's own functions (src/lib/programme/head-script.ts). */
const ENTRY = path.resolve("src/lib/programme/head-script.ts");

let bundled: string | undefined;

/**
 * The head script's text, bundled by esbuild from its module (once per process): what the build writes into every
 * page's <head> (the `__HEAD_SCRIPT__` global, src/config/build-globals.ts) and what the Content-Security-Policy's
 * hash is computed from (script-hashes.ts). Paths are the project's: the build, the tests and the servers run from
 * its root.
 */
export function headScript(): string {
  bundled ??= buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    charset: "utf8",
    logLevel: "silent",
  })
    .outputFiles[0]!.text.replace(/^"use strict";/, "")
    .trim();
  return bundled;
}
