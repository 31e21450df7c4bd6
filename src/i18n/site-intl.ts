import { createIntl, createIntlCache, type IntlConfig } from "react-intl";
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

export const siteIntlConfig = {
  locale: SITE_LOCALE,
  defaultLocale: DEFAULT_MESSAGE_LOCALE,
  messages: frMessages,
  timeZone: siteConfig.timeZone,
  onError,
} satisfies IntlConfig;

/** For code outside React (e.g. the route announcer); components use useIntl(). */
export const siteIntl = createIntl(siteIntlConfig, createIntlCache());
