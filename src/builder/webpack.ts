import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Configuration, RuleSetRule } from "webpack";
import type { BuildGlobals } from "../config/build-globals";
import { siteThemeJson } from "../config/build-globals";
import { paths } from "../config/paths";
import { resolveTicketingUrl } from "../config/ticketing-url";
import { buildTrackingSettings } from "../config/tracking-settings";
import { compileMessages } from "../i18n/compile-messages";
import { frMessages } from "../i18n/fr-FR";
import { typesetDeep } from "../lib/french-typography";
import { shownInLayout } from "../lib/tracking/switches";
import { BootScriptPlugin } from "../server/security/boot-script-webpack-plugin";
import { headScript } from "../server/security/head-script";
import { CACHE_DIR, PUBLIC_DIR, ROOT_DIR } from "./build-dirs";
import { BuildFilesPlugin } from "./build-files-webpack-plugin";
import { buildTime } from "./build-time";
import { CompileHintsPlugin } from "./compile-hints-webpack-plugin";
import { fontSubsetRule, withFontsNeverInlined } from "./fonts/font-files-webpack";

type Stage = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]["stage"];
type Plugins = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]["plugins"];

const resolveFromProject = createRequire(path.resolve("package.json")).resolve;

/** The French texts compiled at build time, read by the messages loader (loaders/french-messages-loader.cjs). */
const FRENCH_MESSAGES_FILE = path.join(CACHE_DIR, "french-messages.json");

/** The ES module of the tslib react-intl resolves (its helpers then tree-shake, one copy for all). */
function reactIntlTslib(): string {
  const folder = path.dirname(createRequire(resolveFromProject("react-intl/package.json")).resolve("tslib/package.json"));
  return [path.join(folder, "tslib.es6.mjs"), path.join(folder, "tslib.es6.js")].find((file) => existsSync(file))!;
}

/** content/site.json and theater.json with French typography, by absolute path (loaders/typeset-content-loader.cjs). */
const typesetSettingsFiles = (): Record<string, string> =>
  Object.fromEntries(
    ["content/site.json", "content/theater.json"].map((file) => [
      path.resolve(file),
      JSON.stringify(typesetDeep(JSON.parse(readFileSync(file, "utf8")) as unknown)),
    ]),
  );

/** Writes a file only when its content changes (webpack's cache then keeps the modules that read it). */
function writeFileIfChanged(file: string, content: string) {
  if (existsSync(file) && readFileSync(file, "utf8") === content) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Every build-time global (src/config/build-globals.ts), known to server render and hydration alike. */
function buildGlobals(stage: Stage): Partial<BuildGlobals> {
  const built = stage === "build-javascript" || stage === "build-html";
  return {
    __TICKETING_URL__: resolveTicketingUrl(process.env.TICKETING_URL),
    __BUILD_TIME__: buildTime.toISOString(),
    // The settings files are typeset by their loader (loaderRules).
    __CONTENT_TYPESET__: true,
    __SITE_THEME__: siteThemeJson(),
    __HEAD_SCRIPT__: headScript(),
    // `gatsby develop` leaves it undefined (shown), and follows edits of the settings.
    ...(built && { __TRACKING_IN_LAYOUT__: shownInLayout(buildTrackingSettings) }),
    ...(stage === "build-javascript" && { __STATIC_HTML__: true }),
  };
}

const definitions = (globals: Partial<BuildGlobals>): Record<string, string> =>
  Object.fromEntries(Object.entries(globals).map(([name, value]) => [name, JSON.stringify(value)]));

/** The site's own loaders, and packages marked side-effect free. */
const loaderRules = (): RuleSetRule[] => [
  // Side-effect free, though their packages do not say so: the parts react-intl imports but the
  // site never uses (injectIntl's hoist-non-react-statics and react-is, the parser package's
  // message comparison) then drop out of the bundles.
  { test: /node_modules[\\/](hoist-non-react-statics|@formatjs[\\/]icu-messageformat-parser)[\\/]/, sideEffects: false },
  // Each messages module registers its French texts, compiled at build time: the bundles do without the
  // ICU parser, and a page ships the texts of the code it loads.
  {
    test: /\.tsx?$/,
    include: path.resolve("src"),
    enforce: "pre",
    use: [
      {
        loader: path.resolve("src/builder/loaders/french-messages-loader.cjs"),
        options: { messagesFile: FRENCH_MESSAGES_FILE, intlModule: path.resolve("src/i18n/site-intl.ts") },
      },
    ],
  },
  // The self-hosted fonts, subset and without hinting (fonts/font-subset.ts).
  fontSubsetRule(),
  // The settings files' texts with French typography, done here once rather than in every browser.
  {
    test: /content[\\/](site|theater)\.json$/,
    enforce: "pre",
    use: [
      { loader: path.resolve("src/builder/loaders/typeset-content-loader.cjs"), options: { typeset: typesetSettingsFiles() } },
    ],
  },
];

/** What only the browser bundles of a production build get. */
function browserBundleConfig(plugins: Plugins) {
  const replaceModule = plugins.normalModuleReplacement as (request: RegExp, replacement: string) => unknown;
  return {
    plugins: [
      // Gatsby's internal Partytown hook only acts in `gatsby develop`; its imports shipped on every first load.
      replaceModule(/internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, path.resolve("src/app/no-partytown-browser.ts")),
      // Gatsby's own worker registration runs only for a plugin that asks (`registerServiceWorker`); none does,
      // the site registers its worker itself (src/features/offline), yet it shipped on every first load.
      replaceModule(/\.cache[\\/]register-service-worker\.js$/, path.resolve("src/app/no-gatsby-service-worker.ts")),
      // Gatsby's Link, which the site never renders (SiteLink renders an <a>), left out of gatsby-link. Matched
      // on the request, before it is resolved: the loaders are then the replacement's (TypeScript).
      replaceModule(/^gatsby-link$/, path.resolve("src/app/gatsby-link-without-link.ts")),
      // The global style's rules are in every page's built styles, which the browser keeps (src/app/built-styles).
      replaceModule(/[\\/]page-global-style$/, path.resolve("src/app/built-styles/built-global-style.ts")),
      // Static parts of pages render at build time only: the browser keeps their HTML (src/components/islands).
      replaceModule(/\.static$/, path.resolve("src/components/islands/static-on-client.tsx")),
      // react-intl's formatters the site never calls (src/i18n/unused-intl-formatters.ts).
      replaceModule(
        /@formatjs[\\/]intl[\\/]lib[\\/]src[\\/](relativeTime|displayName|plural)\.js$/,
        path.resolve("src/i18n/unused-intl-formatters.ts"),
      ),
    ],
    // react-intl, @formatjs/intl and intl-messageformat each have their own copy of tslib 2.9 (the
    // project's is 2.4): one copy of its ES module for the whole bundle.
    resolve: { alias: { tslib$: reactIntlTslib() } },
  };
}

/**
 * Gatsby's inline scripts become one constant script the Content-Security-Policy allows by hash. The bundle's
 * files are recorded: public/ keeps them and the previous build's only (build-files.ts).
 */
const browserBundlePlugins = () => [
  new BootScriptPlugin(PUBLIC_DIR, { intlWarmUp: paths.intlWarmUp() }),
  new CompileHintsPlugin(),
  new BuildFilesPlugin(ROOT_DIR),
];

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, getConfig, plugins, stage }) => {
  writeFileIfChanged(FRENCH_MESSAGES_FILE, JSON.stringify(compileMessages(frMessages)));
  if (stage === "build-javascript") actions.setWebpackConfig(browserBundleConfig(plugins));
  const define = plugins.define as (definitions: Record<string, string>) => unknown;
  actions.setWebpackConfig({
    plugins: [define(definitions(buildGlobals(stage))), ...(stage === "build-javascript" ? browserBundlePlugins() : [])],
    module: { rules: loaderRules() },
    resolve: {
      alias: {
        // The ES module build (the CommonJS one pulls all of tslib into the bundle).
        "@formatjs/icu-messageformat-parser$": resolveFromProject("@formatjs/icu-messageformat-parser/lib/no-parser.js"),
      },
    },
  });
  actions.replaceWebpackConfig(withFontsNeverInlined((getConfig as () => Configuration)()));
};
