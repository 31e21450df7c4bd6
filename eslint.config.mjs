// ESLint flat config: type-aware TypeScript rules, React hooks, accessibility, and the import
// boundaries of docs/architecture.md. `npm run lint` runs it with zero warnings allowed.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { barePeachCodeSelectors, routeNameSelectors, versionBranchingSelectors } from "./scripts/lint/loyalty-syntax.mjs";
import { frenchPlugin } from "./scripts/lint/french-spacing.mjs";
import { checkEveryFolderPlaced, closedSideZone, layerOrderZones, sideFolderZones } from "./scripts/lint/layer-zones.mjs";

/**
 * The layers of src/, first to last: a folder imports its own layer and those before it, never one after it (folders
 * of one layer may import each other). The zones of the order are generated from this list (scripts/lint/layer-zones.mjs).
 */
const LAYERS = [
  ["domain"], // the content's schemas and types (zod only)
  ["lib"], // framework-free code shared by build, browser and server
  ["config"], // the site's configuration for the browser, theme, routes
  ["i18n"], // react-intl's set-up and the French texts
  ["content"], // the build's loading of content/
  ["components"], // shared UI
  ["features"],
  ["templates", "pages"], // Gatsby's page components
  ["app"], // what wraps every page
];

/**
 * The folders of src/ beside the layers: what each imports (folders or paths of src/, "*" for any), which code of the
 * layers may import it ("production", "test": tests and test support) and why the others may not.
 */
const SIDE_FOLDERS = {
  types: {
    imports: [],
    openTo: ["production", "test"],
    message: "src/types declares modules (assets, untyped packages): it imports nothing from src.",
  },
  server: {
    imports: ["domain", "lib", "config", "types"],
    openTo: ["test"],
    message: "src/server runs without the pages: what it shares with them lives in src/config, src/lib or src/domain.",
    closedBecause: "server code stays out of the pages (test support runs the real proxy handler)",
  },
  api: {
    imports: ["server", "config", "types"],
    openTo: [],
    message: "Gatsby Functions stay thin: src/api only calls src/server.",
    closedBecause: "each module of src/api is an endpoint",
  },
  "service-worker": {
    imports: ["domain", "lib", "config"],
    openTo: [],
    message: "The service worker runs apart from the pages: it imports only src/domain, src/lib and src/config.",
    closedBecause: "the service worker is built apart from the pages",
  },
  builder: {
    // i18n: the texts it compiles; server/security and service-worker: the build steps of their own code.
    imports: ["lib", "domain", "content", "config", "i18n", "server/security", "service-worker"],
    openTo: [],
    message: "The build reads no UI code: what it shares with features moves to src/lib (as the poster drawing did).",
  },
  test: {
    imports: "*",
    openTo: ["test"],
    closedBecause: "test set-up is for tests, which reach the later layers through it",
  },
};
checkEveryFolderPlaced(
  readdirSync(new URL("./src", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
  LAYERS,
  SIDE_FOLDERS,
);

const FEATURES = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The folders of src/ besides the build layer, the site's Gatsby hooks and the tests: none may import it. */
const NOT_BUILDER = [
  ...readdirSync(new URL("./src", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "builder")
    .map((entry) => `./src/${entry.name}`),
  // gatsby-node.ts alone re-exports the build's hooks.
  ...["./gatsby-browser.tsx", "./gatsby-ssr.tsx", "./tests"],
];
/** Tracking (consent banner, analytics, ads): one feature whose public modules are its two entries. */
const TRACKING = "./src/features/tracking";
const TRACKING_ENTRIES = ["./index.ts", "./server-render.ts"];
/** Tracking's parts: each sees only itself and core/; composition/ puts them together. */
const TRACKING_PARTS = ["consent", "analytics", "ads"];
/** The member area: core/ (api, session, settings…) that every part may use, and its parts, closed to each other. */
const LOYALTY = "./src/features/loyalty";
const LOYALTY_PARTS = readdirSync(new URL(LOYALTY, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "core")
  .map((entry) => entry.name);
/** Everything outside src/features that may import a feature (other features are kept out by their own zone). */
const OUTSIDE_FEATURES = [
  ...readdirSync(new URL("./src", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "features")
    .map((entry) => `./src/${entry.name}`),
  ...["./tests", "./scripts", "./plugins", "./bench", "./sandbox"],
  ...["./gatsby-browser.tsx", "./gatsby-ssr.tsx", "./gatsby-node.ts", "./gatsby-config.ts"],
];

/** Zones that close a feature's parts to each other: each imports only itself and `core/`, which imports none. */
const closedParts = (root, parts, messages) => [
  ...parts.map((part) => ({ target: `${root}/${part}`, from: root, except: [`./${part}`, "./core"], message: messages.parts })),
  { target: `${root}/core`, from: root, except: ["./core"], message: messages.core },
];

/** Packages that tie code to React or to the browser; src/lib must stay free of them. */
const FRAMEWORK_PACKAGES = ["react", "react-dom", "react-intl", "styled-components", "gatsby", "@tanstack/react-query"];

/** location.assign(…), window.location.replace(…): a page leaving by script. */
const leaveSiteSelectors = ["callee.object.name", "callee.object.property.name"].map((location) => ({
  selector: `CallExpression[callee.property.name=/^(assign|replace)$/][${location}='location']`,
  message: "Leave the site with leaveSiteFor (src/components/site-link/navigate.ts): it refuses on preview pages.",
}));

/**
 * The boundaries between folders (docs/architecture.md, "Folders"): the layers, the side folders, the features and
 * their parts, for production or test code.
 */
const boundaryZones = (code) => [
  ...layerOrderZones(LAYERS),
  closedSideZone(LAYERS, SIDE_FOLDERS, code),
  ...sideFolderZones(SIDE_FOLDERS),
  // Features do not import each other: what two features share lives in src/components or src/lib.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "Features do not import each other: move what they share to src/components or src/lib.",
  })),
  {
    target: OUTSIDE_FEATURES,
    from: TRACKING,
    except: TRACKING_ENTRIES,
    message: "Tracking has two public modules: src/features/tracking/index.ts (the browser) and server-render.ts (gatsby-ssr).",
  },
  ...closedParts(TRACKING, TRACKING_PARTS, {
    parts: "Tracking's consent, analytics and ads import only themselves and core/: composition/ puts them together.",
    core: "Tracking's core/ is what its parts share: it imports none of them.",
  }),
  ...closedParts(LOYALTY, LOYALTY_PARTS, {
    parts: "Loyalty's parts import only themselves and core/: the pages (src/templates, src/app) compose them.",
    core: "Loyalty's core/ is what its parts share: it imports none of them (a page hands a part in).",
  }),
  // Data flows one way: content → build → templates → features. The build runs at build time only.
  {
    target: NOT_BUILDER,
    from: "./src/builder",
    message:
      "src/builder runs at build time only: what the site and the build share lives in src/lib, src/config, src/domain or src/content.",
  },
  {
    target: "./sandbox",
    from: "./src",
    except: ["./lib", "./domain"],
    message: "The sandbox shares only framework-free code (src/lib, src/domain) with the site.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "public/**",
      ".cache/**",
      ".cache-bench/**",
      ".netlify/**",
      "node_modules/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      ".test-reports/**",
      "sandbox/data/**",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.mjs", "*.cjs", "scripts/*.cjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones("production") }],
      // Fastify plugins and hooks, vi.fn stand-ins: async without await is how those APIs are written.
      "@typescript-eslint/require-await": "off",
      // Input validators match control characters on purpose.
      "no-control-regex": "off",
      // styled-components' documented theme typing: `interface DefaultTheme extends AppTheme {}`.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Event handlers and React Query callbacks pass promises where a void is expected.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    ignores: ["src/api/**", "src/server/**", "src/builder/**"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Browser code: the content schemas (zod) run at build time only; their types and the zod-free
    // enumerations of src/domain/*-values.ts are what pages import (docs/performance.md).
    files: ["src/{app,components,config,features,i18n,pages,templates}/**/*.{ts,tsx}", "gatsby-browser.tsx"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: "zod runs at build time (src/domain, src/content); pages receive checked data." },
            {
              name: "gatsby",
              importNames: ["Link"],
              message: "Every link goes through SiteLink (src/components/site-link): SPEC §2's link rules apply there.",
            },
            {
              name: "gatsby",
              importNames: ["navigate"],
              message: "Navigate with navigateTo (src/components/site-link/navigate.ts): it refuses on preview pages.",
            },
            {
              name: "react-dom/client",
              message:
                "A React root of its own is an island: declare it with defineIsland (src/components/islands/island.tsx). The page's root is Gatsby's (src/app/hydrate-in-slices.ts).",
            },
            {
              name: "react",
              importNames: ["Suspense"],
              message:
                "Wrap a lazy part in LazyPart (src/components/lazy-part.tsx): a chunk that cannot load must not blank the page.",
            },
          ],
          patterns: [
            {
              regex: "\\.island$",
              allowTypeImports: true,
              message:
                "An island's module loads when the island is wanted: declare it with defineIsland(name, () => import(…)) (src/components/islands/island.tsx); import its types only.",
            },
            {
              regex: "/domain/\\w+-schema$",
              allowTypeImports: true,
              message:
                "A content schema ships zod to the browser: import its types, or values from domain/film-values or domain/site-values.",
            },
          ],
        },
      ],
      "no-restricted-syntax": ["error", ...leaveSiteSelectors, ...barePeachCodeSelectors],
      "no-restricted-properties": [
        "error",
        ...["formatRelativeTime", "formatDisplayName", "formatPlural"].map((property) => ({
          property,
          message:
            "Left out of the browser bundles (src/i18n/unused-intl-formatters.ts): use formatMessage's ICU plural, or Intl directly.",
        })),
      ],
    },
  },
  {
    // French text typed in JSX keeps its no-break spaces (docs/typography.md): messages and content are typeset.
    files: ["src/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { french: frenchPlugin },
    rules: { "french/typed-spacing": "error" },
  },
  {
    // Static parts of pages (docs/architecture.md, "Islands"): rendered by the build only, their browser stand-in
    // keeps the server's HTML. No state or effect: nothing there would ever run. One default export, the part.
    files: ["src/**/*.static.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...leaveSiteSelectors,
        ...barePeachCodeSelectors,
        {
          selector:
            "CallExpression[callee.name=/^use(State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|Transition|DeferredValue|SyncExternalStore|Callback|Memo|Id|ActionState|Optimistic)$/]",
          message: "A static part is rendered by the build only: state and effects belong to an island beside it.",
        },
        {
          selector: "ExportNamedDeclaration > :matches(FunctionDeclaration, VariableDeclaration, ClassDeclaration)",
          message:
            "A static module exports one thing, its part, by default: the browser bundle replaces it with a stand-in of that shape.",
        },
      ],
    },
  },
  {
    // The member area: the loyalty version and the route names are the member API's business (no-restricted-syntax
    // replaces, not adds).
    files: ["src/features/loyalty/**/*.{ts,tsx}"],
    ignores: [
      "src/features/loyalty/core/api/member-api/**",
      "src/features/loyalty/core/settings/**",
      "**/*.test.{ts,tsx}",
      "**/test-support/**",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...leaveSiteSelectors,
        ...barePeachCodeSelectors,
        ...versionBranchingSelectors,
        ...routeNameSelectors,
      ],
    },
  },
  {
    // Server, framework-free code and the sandbox name peachCodes from the one table too.
    files: ["src/{api,lib,server}/**/*.ts", "sandbox/src/**/*.ts"],
    ignores: ["src/lib/loyalty-api/peach-codes.ts", "**/*.test.ts", "**/test-support/**", "**/test-support.ts"],
    rules: { "no-restricted-syntax": ["error", ...barePeachCodeSelectors] },
  },
  {
    files: ["src/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: FRAMEWORK_PACKAGES.map((name) => ({ name, message: "src/lib is framework-free (no React, no Gatsby)." })),
          patterns: [{ group: FRAMEWORK_PACKAGES.map((name) => `${name}/*`), message: "src/lib is framework-free." }],
        },
      ],
    },
  },
  {
    // Tests and their support hold to the layers too, and reach the later ones through src/test; they may run the
    // real server code (the proxy's handler, in the member area's component tests).
    files: ["**/*.test.{ts,tsx}", "**/test-support/**", "**/test-support.ts", "src/test/**"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: boundaryZones("test") }] },
  },
  {
    // Tests read JSON answers and assert their shape at run time.
    files: ["**/*.test.{ts,tsx}", "tests/**", "**/test-support/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
