import { siteConfig } from "./site-config";
import { themeValues } from "./theme";

/**
 * The values webpack writes into the site's bundles at build time: src/builder/webpack.ts defines each one
 * (DefinePlugin) from this type. Where Node.js runs the code without webpack (the build's own code, unit
 * tests) a global is undefined unless said otherwise, and its reader says what it does instead.
 */
export interface BuildGlobals {
  /** The one ticketing URL, from TICKETING_URL or content/site.json (ticketing-url.ts). Undefined: read live. */
  __TICKETING_URL__: string;
  /** The build's "now", ISO 8601, from CINEMA_BUILD_TIME or the clock (src/builder/build-time.ts). Undefined: the clock when build-time.ts loads. */
  __BUILD_TIME__: string;
  /** True: content/site.json and theater.json arrive typeset (src/builder/loaders/typeset-content-loader.cjs). Undefined: site-config.ts typesets them. */
  __CONTENT_TYPESET__: boolean;
  /** JSON of the theme values computed from content/site.json (site-theme.ts). Unit tests: set by `buildGlobalsForTests`. */
  __SITE_THEME__: string;
  /**
   * The head script every page carries, bundled from src/lib/programme/head-script.ts (src/server/security/head-script.ts).
   * Undefined (unit tests): pages are rendered without it; its tests run it from its bundle.
   */
  __HEAD_SCRIPT__: string;
  /**
   * Whether pre-rendered pages show ad containers or « Gérer mes cookies » (src/features/tracking/composition/tracking-parts.ts),
   * from the tracking settings; production builds only. Undefined (`gatsby develop`, tests): shown.
   */
  __TRACKING_IN_LAYOUT__: boolean;
  /**
   * True in the browser bundles of a production build: static parts (`*.static.tsx`) keep the server's HTML and are
   * never rendered in the browser (src/components/islands). Undefined (`gatsby develop`, tests): rendered as any part.
   */
  __STATIC_HTML__: boolean;
}

declare global {
  const __TICKETING_URL__: BuildGlobals["__TICKETING_URL__"] | undefined;
  const __BUILD_TIME__: BuildGlobals["__BUILD_TIME__"] | undefined;
  const __CONTENT_TYPESET__: BuildGlobals["__CONTENT_TYPESET__"] | undefined;
  const __SITE_THEME__: BuildGlobals["__SITE_THEME__"];
  const __HEAD_SCRIPT__: BuildGlobals["__HEAD_SCRIPT__"] | undefined;
  const __TRACKING_IN_LAYOUT__: BuildGlobals["__TRACKING_IN_LAYOUT__"] | undefined;
  const __STATIC_HTML__: BuildGlobals["__STATIC_HTML__"] | undefined;
}

/** The site's theme values as JSON, computed once for every bundle; `gatsby develop` needs a restart after a theme edit. */
export const siteThemeJson = (): string => JSON.stringify(themeValues(siteConfig));

/** What unit tests set before any module runs (src/test/build-globals.ts); the others stay undefined, as in Node.js. */
export const buildGlobalsForTests = (): Partial<BuildGlobals> => ({ __SITE_THEME__: siteThemeJson() });
