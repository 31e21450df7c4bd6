/**
 * Gatsby writes three inline scripts into every page: the page path (different on
 * each page), the chunk mapping and the webpack compilation hash (different on
 * each build). A Content-Security-Policy with one fixed hash cannot allow them,
 * so the build turns their values into JSON data blocks (which are not scripts
 * and need no permission) read by one constant script, BOOT_SCRIPT, whose hash
 * the policy carries. See docs/security.md.
 *
 * The same script fetches and runs Gatsby's shell scripts (webpack runtime, React, the app) once the
 * browser has shown the pre-rendered page, so their download never competes with what the first paint
 * needs (the HTML, its fonts and poster), and starts a worker that warms the browser's Intl data off
 * the main thread meanwhile (docs/performance.md).
 *
 * No Node.js or React imports: gatsby-ssr and the build's webpack plugin use this.
 */

import { LATE_FONTS_ATTRIBUTE } from "../../lib/late-fonts";
import { jsonInScript } from "../../lib/json-in-script";

export const PAGE_PATH_DATA_ID = "gatsby-page-path";
export const BUILD_DATA_DATA_ID = "gatsby-build-data";

/** Longest wait for the first paint before the shell scripts run anyway (a browser that never draws a frame). */
export const FIRST_PAINT_WAIT_LIMIT_MS = 3000;

/** Longest wait for the Intl warm-up worker once the page has painted (a slow or failing worker). */
export const INTL_WARM_UP_WAIT_LIMIT_MS = 500;

/**
 * Sets what Gatsby's runtime reads from window, starts the Intl warm-up worker, then adds the shell
 * scripts once the page has painted and the worker is done. Painted: the first contentful paint is
 * reported, or the first frame has been drawn, whichever comes first (at once where the page is not
 * visible, so no paint will come, or where the browser cannot report paints). At the first frame, marks
 * <html> when a font is still loading (LATE_FONTS_ATTRIBUTE). Never changes between pages or builds.
 */
export const BOOT_SCRIPT =
  "(function(){" +
  "function read(id){var e=document.getElementById(id);return e?JSON.parse(e.textContent):undefined}" +
  `var pagePath=read("${PAGE_PATH_DATA_ID}"),build=read("${BUILD_DATA_DATA_ID}");` +
  "if(pagePath!==undefined)window.pagePath=pagePath;" +
  "if(!build)return;" +
  "window.___chunkMapping=build.chunkMapping;window.___webpackCompilationHash=build.compilationHash;" +
  "var started=false,painted=false,warm=!build.intlWarmUp||!window.Worker,P=window.PerformanceObserver;" +
  "function run(){if(started)return;started=true;(build.scripts||[]).forEach(function(src){" +
  'var s=document.createElement("script");s.src=src;s.async=true;document.body.appendChild(s)})}' +
  "function ready(){if(painted&&warm)run()}" +
  // At the paint, the downloads the app's start waits for begin, while the worker may still be warming up: the
  // shell scripts, then what Gatsby's runtime fetches first, the page's data and the app's (its requests take
  // them from these preloads). Gatsby serves page data beside the shell scripts, under the same prefix.
  'function preload(href,as){var l=document.createElement("link");l.rel="preload";l.as=as;l.href=href;' +
  'if(as==="fetch")l.crossOrigin="anonymous";document.head.appendChild(l)}' +
  'function preloadAll(){var s=build.scripts||[];s.forEach(function(src){preload(src,"script")});' +
  'if(!s[0]||typeof pagePath!=="string")return;var base=s[0].replace(/[^/]*$/,"")+"page-data/",p=pagePath.split("?")[0];' +
  'preload(base+(p==="/"?"index":p.replace(/^\\/|\\/$/g,""))+"/page-data.json","fetch");preload(base+"app-data.json","fetch")}' +
  // `font-display: optional` in practice: a font still loading (or failed) at the first frame is never used on
  // this page. Firefox and WebKit swap one in when it arrives later (within its block period, or, in WebKit,
  // seconds later), moving the text: the page keeps the fallback fonts instead (global-style.ts).
  // The layout of the frame comes first: fonts start loading only when text needs them.
  "function lateFonts(){var f=document.fonts,late=false;if(!f||!f.forEach)return;void document.body.offsetWidth;" +
  'f.forEach(function(face){if(face.status==="loading"||face.status==="error")late=true});' +
  `if(late)document.documentElement.setAttribute("${LATE_FONTS_ATTRIBUTE}","")}` +
  "function onPaint(){if(painted)return;painted=true;preloadAll();" +
  `setTimeout(function(){warm=true;ready()},${INTL_WARM_UP_WAIT_LIMIT_MS});ready()}` +
  "if(!warm){try{var w=new Worker(build.intlWarmUp);" +
  "w.onmessage=w.onerror=function(){w.terminate();warm=true;ready()}}catch(e){warm=true}}" +
  'if(document.visibilityState!=="visible"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return onPaint();' +
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();onPaint()}})' +
  '.observe({type:"paint",buffered:true});' +
  // The entry is optional (Gecko skips it on pages whose first paint holds a scroll-snapping overflow): the
  // task after the first drawn frame says the same.
  "if(window.requestAnimationFrame)requestAnimationFrame(function(){lateFonts();setTimeout(onPaint,0)});" +
  'document.addEventListener("visibilitychange",onPaint,{once:true});' +
  `setTimeout(run,${FIRST_PAINT_WAIT_LIMIT_MS})` +
  "})()";

/** What the build data block holds: what Gatsby's runtime reads from window, and what BOOT_SCRIPT loads. */
export interface BuildData {
  chunkMapping: unknown;
  compilationHash: string;
  /** The shell scripts, added once the page has painted. */
  scripts: string[];
  /** The Intl warm-up worker's URL (write-intl-warm-up.ts). */
  intlWarmUp?: string;
}

/** What the build adds to the data block beside Gatsby's own values. */
export type BootOptions = Pick<BuildData, "intlWarmUp">;

const BUILD_DATA_BLOCK = new RegExp(`<script type="application/json" id="${BUILD_DATA_DATA_ID}">([\\s\\S]*?)</script>`);

/** The build data block of a built page, as rewriteScriptsSlice writes it (null on a page without one). */
export function readBuildData(html: string): BuildData | null {
  const block = BUILD_DATA_BLOCK.exec(html);
  return block ? (JSON.parse(block[1]!) as BuildData) : null;
}

/** The `<script>` of Gatsby's `_gatsby-scripts` slice that this build replaces. */
const CHUNK_MAPPING_SCRIPT =
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*<\/script>/;
const COMPILATION_HASH_SCRIPT = /<script>window\.___webpackCompilationHash="([0-9a-zA-Z]*)";<\/script>/;
/** Gatsby's shell scripts as the slice lists them (async), and its legacy-browser polyfill (nomodule), kept as is. */
const SHELL_SCRIPT = /<script src="([^"<>]+\.js)" async><\/script>/g;
const POLYFILL_SCRIPT = /<script src="[^"<>]+\.js" nomodule><\/script>/g;

/**
 * Gatsby's `_gatsby-scripts` slice (public/_gatsby/slices/_gatsby-scripts-1.html)
 * with its two inline scripts turned into a data block and BOOT_SCRIPT, and its
 * shell scripts into a list BOOT_SCRIPT adds once the page has painted (with the
 * Intl warm-up worker's URL, when there is one). Throws on a slice it does not
 * recognise (a Gatsby upgrade): the build must not ship pages the policy would break.
 */
export function rewriteScriptsSlice(slice: string, { intlWarmUp }: BootOptions = {}): string {
  if (slice.includes(BOOT_SCRIPT)) return slice;
  const chunkMapping = CHUNK_MAPPING_SCRIPT.exec(slice);
  const compilationHash = COMPILATION_HASH_SCRIPT.exec(slice);
  const rest = slice.replace(chunkMapping?.[0] ?? "", "").replace(compilationHash?.[0] ?? "", "");
  const scripts = [...rest.matchAll(SHELL_SCRIPT)].map((match) => match[1]!);
  const polyfills = rest.match(POLYFILL_SCRIPT) ?? [];
  const unknown = rest.replace(SHELL_SCRIPT, "").replace(POLYFILL_SCRIPT, "").trim();
  if (!chunkMapping?.[1] || compilationHash?.[1] === undefined || scripts.length === 0 || unknown !== "") {
    throw new Error("Gatsby's _gatsby-scripts slice has an unexpected shape: cannot make its inline scripts CSP-safe.");
  }
  const data: BuildData = {
    chunkMapping: JSON.parse(chunkMapping[1]) as unknown,
    compilationHash: compilationHash[1],
    scripts,
    ...(intlWarmUp && { intlWarmUp }),
  };
  return (
    `<script type="application/json" id="${BUILD_DATA_DATA_ID}">${jsonInScript(data)}</script>` +
    `<script>${BOOT_SCRIPT}</script>` +
    polyfills.join("")
  );
}
