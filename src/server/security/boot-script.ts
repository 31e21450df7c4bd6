/**
 * Gatsby writes three inline scripts into every page: the page path (different on
 * each page), the chunk mapping and the webpack compilation hash (different on
 * each build). A Content-Security-Policy with one fixed hash cannot allow them,
 * so the build turns their values into JSON data blocks (which are not scripts
 * and need no permission) read by one constant script, BOOT_SCRIPT, whose hash
 * the policy carries. See docs/security.md.
 *
 * No Node.js or React imports: gatsby-ssr and the build's webpack plugin use this.
 */

export const PAGE_PATH_DATA_ID = "gatsby-page-path";
export const BUILD_DATA_DATA_ID = "gatsby-build-data";

/** Sets what Gatsby's runtime reads from window before its own scripts run. Never changes between pages or builds. */
export const BOOT_SCRIPT =
  "(function(){" +
  "function read(id){var e=document.getElementById(id);return e?JSON.parse(e.textContent):undefined}" +
  `var pagePath=read("${PAGE_PATH_DATA_ID}"),build=read("${BUILD_DATA_DATA_ID}");` +
  "if(pagePath!==undefined)window.pagePath=pagePath;" +
  "if(build){window.___chunkMapping=build.chunkMapping;window.___webpackCompilationHash=build.compilationHash}" +
  "})()";

/** JSON for a `<script type="application/json">` data block: no `<` that could close it. */
export const jsonForDataBlock = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** The `<script>` of Gatsby's `_gatsby-scripts` slice that this build replaces. */
const CHUNK_MAPPING_SCRIPT =
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*<\/script>/;
const COMPILATION_HASH_SCRIPT = /<script>window\.___webpackCompilationHash="([0-9a-zA-Z]*)";<\/script>/;

/**
 * Gatsby's `_gatsby-scripts` slice (public/_gatsby/slices/_gatsby-scripts-1.html)
 * with its two inline scripts turned into a data block and BOOT_SCRIPT. Throws on a
 * slice it does not recognise (a Gatsby upgrade): the build must not ship pages the
 * policy would break.
 */
export function rewriteScriptsSlice(slice: string): string {
  if (slice.includes(BOOT_SCRIPT)) return slice;
  const chunkMapping = CHUNK_MAPPING_SCRIPT.exec(slice);
  const compilationHash = COMPILATION_HASH_SCRIPT.exec(slice);
  if (!chunkMapping?.[1] || compilationHash?.[1] === undefined) {
    throw new Error("Gatsby's _gatsby-scripts slice has an unexpected shape: cannot make its inline scripts CSP-safe.");
  }
  const data = { chunkMapping: JSON.parse(chunkMapping[1]) as unknown, compilationHash: compilationHash[1] };
  const rest = slice.replace(chunkMapping[0], "").replace(compilationHash[0], "").trim();
  return (
    `<script type="application/json" id="${BUILD_DATA_DATA_ID}">${jsonForDataBlock(data)}</script>` +
    `<script>${BOOT_SCRIPT}</script>${rest}`
  );
}
