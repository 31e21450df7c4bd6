import { siteIntl } from "../../i18n/site-intl";
import { navigationMessages } from "./messages";

const INDICATOR_ID = "navigation-progress";

/** A bar across the top of the window and a status message: built in plain DOM, outside React's tree. */
function indicator(doc: Document): HTMLElement {
  const existing = doc.getElementById(INDICATOR_ID);
  if (existing) return existing;
  const element = doc.createElement("div");
  element.id = INDICATOR_ID;
  element.setAttribute("role", "status");
  Object.assign(element.style, {
    position: "fixed",
    top: "0",
    left: "0",
    zIndex: "1000",
    width: "0",
    paddingTop: "4px",
    borderTop: "4px solid var(--palette-highlight)",
    color: "var(--palette-primary)",
    fontSize: "0.875rem",
    whiteSpace: "nowrap",
    transition: "width 8s cubic-bezier(0.1, 0.7, 0.3, 1)",
  });
  const label = doc.createElement("span");
  Object.assign(label.style, { padding: "0.25rem 0.5rem", background: "var(--palette-background)" });
  element.append(label);
  doc.body.append(element);
  return element;
}

/** Gatsby's onRouteUpdateDelayed: the next page takes more than 1 s (SPEC §9) to arrive. */
export function showDelayedNavigation(doc: Document = document): void {
  const element = indicator(doc);
  element.hidden = false;
  element.style.width = "0";
  void element.offsetWidth; // restart the bar's transition
  element.style.width = "80%";
  element.firstElementChild!.textContent = siteIntl.formatMessage(navigationMessages.loading);
}

/** Gatsby's onRouteUpdate: the page is there. */
export function hideDelayedNavigation(doc: Document = document): void {
  const element = doc.getElementById(INDICATOR_ID);
  if (!element) return;
  element.hidden = true;
  element.firstElementChild!.textContent = "";
}
