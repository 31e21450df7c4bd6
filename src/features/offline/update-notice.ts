import { siteIntl } from "../../i18n/site-intl";
import { offlineMessages } from "./messages";

const NOTICE_ID = "update-notice";

/**
 * « Nouvelle version disponible » with a « Recharger » button, in plain DOM: this code loads lazily,
 * outside React's tree, only when a new deployment's worker is waiting.
 */
export function showUpdateNotice(onReload: () => void, doc: Document = document): void {
  if (doc.getElementById(NOTICE_ID)) return;
  const notice = doc.createElement("div");
  notice.id = NOTICE_ID;
  notice.setAttribute("role", "status");
  Object.assign(notice.style, {
    position: "fixed",
    insetInline: "1rem",
    bottom: "1rem",
    zIndex: "1000",
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "0.75rem",
    maxWidth: "28rem",
    marginInline: "auto",
    padding: "0.75rem 1rem",
    border: "2px solid var(--palette-highlight)",
    borderRadius: "8px",
    background: "var(--palette-background)",
    color: "var(--palette-primary)",
    boxShadow: "0 4px 16px rgb(0 0 0 / 15%)",
  });
  const text = doc.createElement("span");
  text.textContent = siteIntl.formatMessage(offlineMessages.updateAvailable);
  const button = doc.createElement("button");
  button.type = "button";
  button.textContent = siteIntl.formatMessage(offlineMessages.updateReload);
  Object.assign(button.style, {
    minHeight: "44px",
    padding: "0.5rem 1rem",
    border: "2px solid var(--palette-accent)",
    borderRadius: "8px",
    background: "var(--palette-accent)",
    color: "var(--palette-on-accent)",
    font: "inherit",
    fontWeight: "700",
    cursor: "pointer",
  });
  button.addEventListener("click", () => {
    button.disabled = true;
    onReload();
  });
  notice.append(text, button);
  doc.body.append(notice);
}
