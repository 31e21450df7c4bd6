/**
 * SPEC §8 developer message for the site's own scripts (page chunks) that fail to load: "We couldn't load …".
 * Gatsby's loader then navigates fully to the path; this only says why in the console. Resource errors do not
 * bubble, so the listener is on the capture phase.
 *
 * Not while the page is being left: Firefox fails the scripts still loading when the visitor follows a link,
 * which is no failure of the site.
 */
export const LEAVING_GRACE_MS = 5000;

/** Starts reporting; returns the function that stops it. */
export function reportFailedScripts(): () => void {
  let leaving = false;
  const onLeave = () => {
    leaving = true;
    // A navigation that did not happen (a download, a 204): later failures count again.
    window.setTimeout(() => (leaving = false), LEAVING_GRACE_MS);
  };
  const onError = (event: Event) => {
    const target = event.target;
    if (leaving || !(target instanceof HTMLScriptElement) || !target.src) return;
    const url = new URL(target.src);
    if (url.origin === window.location.origin) console.error(`We couldn't load "${url.pathname}"`);
  };
  window.addEventListener("beforeunload", onLeave);
  window.addEventListener("error", onError, true);
  return () => {
    window.removeEventListener("beforeunload", onLeave);
    window.removeEventListener("error", onError, true);
  };
}
