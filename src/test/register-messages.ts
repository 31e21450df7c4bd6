import { compileMessages } from "../i18n/compile-messages";
import { frMessages } from "../i18n/fr-FR";
import { registerMessages } from "../i18n/site-intl";

// The site's bundles register each module's French texts as it loads (the messages loader set up in
// src/builder/webpack.ts); tests run without that build step and register them all.
registerMessages(compileMessages(frMessages));
