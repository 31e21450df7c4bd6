// Stands in, in the browser bundles, for the three formatters of @formatjs/intl that the site never
// calls (react-intl's createIntl binds every formatter, so they are not tree-shaken): relative times,
// display names and plural categories. Set up in src/builder/webpack.ts; lint forbids calling them
// (eslint.config.mjs). Server rendering and tests keep react-intl's own. Plain JavaScript syntax:
// webpack replaces a dependency's module with this file, and dependencies are not compiled as TypeScript.

export function formatRelativeTime() {
  throw new Error("intl.formatRelativeTime is left out of the site's bundles (src/i18n/unused-intl-formatters.ts)");
}

export function formatDisplayName() {
  throw new Error("intl.formatDisplayName is left out of the site's bundles (src/i18n/unused-intl-formatters.ts)");
}

export function formatPlural() {
  throw new Error("intl.formatPlural is left out of the site's bundles (src/i18n/unused-intl-formatters.ts)");
}
