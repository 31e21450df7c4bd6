import { createIntl, createIntlCache, type IntlConfig } from "react-intl";
import type { CompiledMessages } from "./compile-messages";
import { siteConfig } from "../config/site-config";
import { DEFAULT_MESSAGE_LOCALE, SITE_LOCALE } from "./locale";

/**
 * Missing translations fall back to the default (English) message, or the id
 * (SPEC §8); a unit test keeps fr-FR complete, so this only warns in development.
 */
const onError: IntlConfig["onError"] = (error) => {
  if (process.env.NODE_ENV === "development") console.warn(error.message);
};

/**
 * The French texts of the code loaded so far, compiled at build time. Each messages module adds its
 * own as it loads (src/builder/loaders/french-messages-loader.cjs), so a page ships the texts of the code it
 * loads rather than all the site's texts. react-intl reads this object when a message is formatted
 * (`messages[id]` at call time), so texts registered after the provider was created are found.
 */
const siteMessages: CompiledMessages = {};

/** Called by the modules that define messages (added by the messages loader; tests register all). */
export function registerMessages(texts: CompiledMessages): void {
  Object.assign(siteMessages, texts);
}

export const siteIntlConfig = {
  locale: SITE_LOCALE,
  defaultLocale: DEFAULT_MESSAGE_LOCALE,
  messages: siteMessages,
  timeZone: siteConfig.timeZone,
  onError,
} satisfies IntlConfig;

/** For code outside React (e.g. the route announcer); components use useIntl(). */
export const siteIntl = createIntl(siteIntlConfig, createIntlCache());
