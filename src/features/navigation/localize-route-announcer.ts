import { siteIntl } from "../../i18n/site-intl";
import { navigationMessages } from "./messages";

const GATSBY_PREFIX = "Navigated to ";

/**
 * Gatsby's route announcer (#gatsby-announcer, an aria-live region) says
 * "Navigated to {title}" in English after each client-side navigation. We keep
 * Gatsby's mechanism and only translate its sentence into the site's language.
 * A full load says nothing there: the browser reads the new document's title
 * itself (docs/decisions.md, « Route announcer »).
 */
export function localizeRouteAnnouncer(doc: Document = document): void {
  const announcer = doc.getElementById("gatsby-announcer");
  if (!announcer || announcer.dataset.localized) return;
  announcer.dataset.localized = "true";
  const translate = () => {
    const text = announcer.textContent ?? "";
    if (!text.startsWith(GATSBY_PREFIX)) return;
    announcer.textContent = siteIntl.formatMessage(navigationMessages.navigatedTo, {
      title: text.slice(GATSBY_PREFIX.length),
    });
  };
  new MutationObserver(translate).observe(announcer, { childList: true, characterData: true, subtree: true });
}
