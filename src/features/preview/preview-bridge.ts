import { MOUNTED_MESSAGE } from "../../lib/preview-vocabulary";
import { checkPreviewMessage, type PreviewMessage } from "./check-preview-message";

const warnInDevelopment = (reason: string) => {
  if (process.env.NODE_ENV === "development") console.warn(`Preview message ignored: ${reason}`);
};

/** Under the preview prefix nothing navigates away: link clicks and form submissions are blocked. */
function blockNavigation(event: Event): void {
  const target = event.target as Element | null;
  if (event.type === "submit" || target?.closest?.("a[href]")) event.preventDefault();
}

/**
 * Starts the preview: listens for the content-management app's messages (allowed origins only),
 * blocks navigation, and tells the opener or parent that the page is mounted. Returns a stop function.
 */
export function startPreviewBridge(allowedOrigins: readonly string[], onMessage: (message: PreviewMessage) => void): () => void {
  const onWindowMessage = (event: MessageEvent) => {
    const verdict = checkPreviewMessage(event, allowedOrigins);
    if (verdict.accepted) onMessage(verdict.message);
    else warnInDevelopment(verdict.reason);
  };
  window.addEventListener("message", onWindowMessage);
  for (const type of ["click", "auxclick", "submit"]) document.addEventListener(type, blockNavigation, true);
  const host = window.opener ? (window.opener as Window) : window.parent !== window ? window.parent : null;
  // Never "*": posted to each allowed origin, only the one the host really has receives it.
  for (const origin of allowedOrigins) host?.postMessage(MOUNTED_MESSAGE, origin);
  return () => {
    window.removeEventListener("message", onWindowMessage);
    for (const type of ["click", "auxclick", "submit"]) document.removeEventListener(type, blockNavigation, true);
  };
}
