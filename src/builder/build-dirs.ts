import path from "node:path";

/** The folders the build reads and writes, from the project's root, where Gatsby runs. */
export const ROOT_DIR = path.resolve();
export const CONTENT_DIR = path.resolve("content");
export const PUBLIC_DIR = path.resolve("public");
export const CACHE_DIR = path.resolve(".cache");
