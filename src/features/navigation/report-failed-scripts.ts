/**
 * SPEC §8 developer message for the site's own scripts (page chunks) that fail to load: "We couldn't load …".
 * Gatsby's loader then navigates fully to the path; this only says why in the console. Resource errors do not
 * bubble, so the listener is on the capture phase.
 */
export function reportFailedScripts(): void {
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLScriptElement) || !target.src) return;
      const url = new URL(target.src);
      if (url.origin === window.location.origin) console.error(`We couldn't load "${url.pathname}"`);
    },
    true,
  );
}
