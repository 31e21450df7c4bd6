/** The site's locale (SPEC §1); English is the language of the default messages. */
export const SITE_LOCALE = "fr-FR";
export const DEFAULT_MESSAGE_LOCALE = "en";
