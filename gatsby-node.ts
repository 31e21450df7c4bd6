import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Configuration } from "webpack";
import type { GatsbyNode } from "gatsby";
import { resolveTicketingUrl } from "./src/config/ticketing-url";
import { siteConfig } from "./src/config/site-config";
import { SITE_LOCALE } from "./src/i18n/locale";
import { typesetDeep } from "./src/lib/french-typography";
import { themeValues } from "./src/config/theme";
import { buildTrackingSettings } from "./src/config/tracking-settings";
import { shownInLayout } from "./src/lib/tracking/switches";
import { compileMessages } from "./src/i18n/compile-messages";
import { frMessages } from "./src/i18n/fr-FR";
import { BootScriptPlugin } from "./src/server/security/boot-script-webpack-plugin";
import { checkInlineScripts, moveSourceMaps } from "./src/server/security/check-built-pages";
import { writeServeHeaders } from "./src/server/security/write-serve-headers";
import { writeIntlWarmUp } from "./src/build/writers/write-intl-warm-up";
import { CompileHintsPlugin } from "./src/build/compile-hints-webpack-plugin";
import { fontSubsetRule, withFontsNeverInlined } from "./src/build/fonts/font-files-webpack";
import { writeServiceWorker } from "./src/build/writers/write-service-worker";
import { writeSitemapAndRobots } from "./src/build/writers/write-sitemap";
import { writeWebAppManifest } from "./src/build/writers/write-web-app-manifest";
import { buildTime } from "./src/build/build-time";
import { paths } from "./src/config/paths";

const PUBLIC_DIR = path.resolve("public");
const resolveFromProject = createRequire(path.resolve("package.json")).resolve;

/** The ES module of the tslib react-intl resolves (its helpers then tree-shake, one copy for all). */
function reactIntlTslib(): string {
  const folder = path.dirname(createRequire(resolveFromProject("react-intl/package.json")).resolve("tslib/package.json"));
  return [path.join(folder, "tslib.es6.mjs"), path.join(folder, "tslib.es6.js")].find((file) => existsSync(file))!;
}

export { createPages, onCreatePage } from "./src/build/create-pages";

/** The French texts compiled at build time, read by the messages loader (src/build/loaders/french-messages-loader.cjs). */
const FRENCH_MESSAGES_FILE = path.resolve(".cache", "french-messages.json");

/** content/site.json and theater.json with French typography, by absolute path (src/build/loaders/typeset-content-loader.cjs). */
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

/**
 * Each messages module of the site registers its French texts, compiled at build time (the bundles
 * then do without the ICU parser, and a page ships the texts of the code it loads); the build time
 * and the ticketing URL are known to server render and hydration alike.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, getConfig, plugins, stage }) => {
  writeFileIfChanged(FRENCH_MESSAGES_FILE, JSON.stringify(compileMessages(frMessages)));
  if (stage === "build-javascript") {
    // Gatsby's internal Partytown hook only acts in `gatsby develop`; its imports shipped on every first load.
    const replaceModule = plugins.normalModuleReplacement as (request: RegExp, replacement: string) => unknown;
    actions.setWebpackConfig({
      plugins: [
        replaceModule(/internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, path.resolve("src/app/no-partytown-browser.ts")),
        // react-intl's formatters the site never calls (src/i18n/unused-intl-formatters.ts).
        replaceModule(
          /@formatjs[\\/]intl[\\/]lib[\\/]src[\\/](relativeTime|displayName|plural)\.js$/,
          path.resolve("src/i18n/unused-intl-formatters.ts"),
        ),
      ],
      // react-intl, @formatjs/intl and intl-messageformat each have their own copy of tslib 2.9 (the
      // project's is 2.4): one copy of its ES module for the whole bundle.
      resolve: { alias: { tslib$: reactIntlTslib() } },
    });
  }
  const define = plugins.define as (definitions: Record<string, string>) => unknown;
  const built = stage === "build-javascript" || stage === "build-html";
  actions.setWebpackConfig({
    plugins: [
      define({
        // The one ticketing URL, fixed at build (src/config/ticketing-url.ts).
        __TICKETING_URL__: JSON.stringify(resolveTicketingUrl(process.env.TICKETING_URL)),
        __BUILD_TIME__: JSON.stringify(buildTime.toISOString()),
        // content/site.json and theater.json arrive typeset (the rule below; src/config/site-config.ts).
        __CONTENT_TYPESET__: "true",
        // The site's theme values, computed once (src/config/site-theme.ts); `gatsby develop` needs a restart after a theme edit.
        __SITE_THEME__: JSON.stringify(JSON.stringify(themeValues(siteConfig))),
        // Whether the pages show ad containers or « Gérer mes cookies » (src/app/tracking/tracking-parts.ts);
        // `gatsby develop` assumes so, and follows edits of the settings.
        ...(built && { __TRACKING_IN_LAYOUT__: JSON.stringify(shownInLayout(buildTrackingSettings)) }),
      }),
      // Gatsby's inline scripts become one constant script the Content-Security-Policy allows by hash.
      // It carries the build time: a page served a day later hides its past showtimes before the first paint.
      ...(stage === "build-javascript"
        ? [
            new BootScriptPlugin(PUBLIC_DIR, { intlWarmUp: paths.intlWarmUp(), buildTime: buildTime.toISOString() }),
            new CompileHintsPlugin(),
          ]
        : []),
    ],
    module: {
      rules: [
        // Side-effect free, though their packages do not say so: the parts react-intl imports but the
        // site never uses (injectIntl's hoist-non-react-statics and react-is, the parser package's
        // message comparison) then drop out of the bundles.
        { test: /node_modules[\\/](hoist-non-react-statics|@formatjs[\\/]icu-messageformat-parser)[\\/]/, sideEffects: false },
        {
          test: /\.tsx?$/,
          include: path.resolve("src"),
          enforce: "pre",
          use: [
            {
              loader: path.resolve("src/build/loaders/french-messages-loader.cjs"),
              options: { messagesFile: FRENCH_MESSAGES_FILE, intlModule: path.resolve("src/i18n/site-intl.ts") },
            },
          ],
        },
        // The self-hosted fonts, subset and without hinting (src/build/fonts/font-subset.ts).
        fontSubsetRule(),
        // The settings files' texts with French typography, done here once rather than in every browser.
        {
          test: /content[\\/](site|theater)\.json$/,
          enforce: "pre",
          use: [
            {
              loader: path.resolve("src/build/loaders/typeset-content-loader.cjs"),
              options: { typeset: typesetSettingsFiles() },
            },
          ],
        },
      ],
    },
    resolve: {
      alias: {
        // The ES module build (the CommonJS one pulls all of tslib into the bundle).
        "@formatjs/icu-messageformat-parser$": resolveFromProject("@formatjs/icu-messageformat-parser/lib/no-parser.js"),
      },
    },
  });
  actions.replaceWebpackConfig(withFontsNeverInlined((getConfig as () => Configuration)()));
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  const pagePaths = getNodesByType("SitePage").map((page) => ({
    path: typeof page.path === "string" ? page.path : "",
    matchPath: typeof page.matchPath === "string" ? page.matchPath : undefined,
  }));
  await writeSitemapAndRobots(pagePaths, PUBLIC_DIR);
  await writeIntlWarmUp(PUBLIC_DIR, SITE_LOCALE, siteConfig.timeZone);
  // Before the service worker: it precaches the manifest and its icons.
  await writeWebAppManifest(PUBLIC_DIR, siteConfig);
  const precached = await writeServiceWorker(PUBLIC_DIR);
  reporter.info(`Service worker: /sw.js, ${precached.length} files precached`);
  // After the service worker's offline.html is written: the check sees this build's copy, not the last one's.
  await checkInlineScripts(PUBLIC_DIR);
  await moveSourceMaps(PUBLIC_DIR, path.resolve(".cache", "source-maps"));
  await writeServeHeaders(path.resolve(".cache", "security-headers.json"));
};
