// Webpack loader (set up in src/builder/webpack.ts): a module of the site that defines messages also
// registers their French texts, compiled at build time, with react-intl's messages object
// (src/i18n/site-intl.ts) when it loads. A page's bundles then carry the texts of the code they load,
// not all the site's texts. The English default of a message that has its French text is dropped
// (the site shows French; fr-FR.test.ts keeps French complete), so bundles do not carry both
// languages. Runs before Babel, on the TypeScript.
const { readFileSync } = require("node:fs");

/** `id: "…", defaultMessage: "…"` as our messages modules write them (string literals). */
const DESCRIPTOR = /(\bid:\s*(["'])([\w.-]+)\2,\s*defaultMessage:\s*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g;

/** @this {import("webpack").LoaderContext<{ messagesFile: string; intlModule: string }>} */
module.exports = function frenchMessagesLoader(source) {
  const { messagesFile, intlModule } = this.getOptions();
  if (this.resourcePath === intlModule || !source.includes("defaultMessage")) return source;
  this.addDependency(messagesFile);
  const compiled = JSON.parse(readFileSync(messagesFile, "utf8"));
  const ids = [...source.matchAll(/\bid:\s*["']([\w.-]+)["']/g)].map((match) => match[1]).filter((id) => id in compiled);
  if (ids.length === 0) return source;
  const texts = Object.fromEntries(ids.map((id) => [id, compiled[id]]));
  const withoutEnglish = source.replace(DESCRIPTOR, (match, head, _quote, id) => (id in compiled ? `${head}""` : match));
  return `${withoutEnglish}\nimport { registerMessages as __registerFrenchMessages } from ${JSON.stringify(intlModule)};\n__registerFrenchMessages(${JSON.stringify(texts)});\n`;
};
