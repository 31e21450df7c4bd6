import { createIntl, createIntlCache, type IntlConfig } from "react-intl";
import { typesetMessages, type CompiledMessages } from "./compile-messages";
import { siteConfig } from "../config/site-config";
import { frMessages } from "./fr-FR";
import { DEFAULT_MESSAGE_LOCALE, SITE_LOCALE } from "./locale";

/**
 * Missing translations fall back to the default (English) message, or the id
 * (SPEC §8); a unit test keeps fr-FR complete, so this only warns in development.
 */
const onError: IntlConfig["onError"] = (error) => {
  if (process.env.NODE_ENV === "development") console.warn(error.message);
};

/** Set by gatsby-node in the site's bundles: the French messages, compiled at build time. */
declare const __SITE_MESSAGES_AST__: CompiledMessages | undefined;

export const siteIntlConfig = {
  locale: SITE_LOCALE,
  defaultLocale: DEFAULT_MESSAGE_LOCALE,
  // Unit tests run without the build step: they format the message texts.
  messages: typeof __SITE_MESSAGES_AST__ === "undefined" ? typesetMessages(frMessages) : __SITE_MESSAGES_AST__,
  timeZone: siteConfig.timeZone,
  onError,
} satisfies IntlConfig;

/** For code outside React (e.g. the route announcer); components use useIntl(). */
export const siteIntl = createIntl(siteIntlConfig, createIntlCache());
