/**
 * Colour mode (light or dark): the visitor's choice in local storage, the site's default on
 * <html data-color-mode-default>, the mode in force on <html data-color-mode>. Framework-free:
 * gatsby-ssr writes COLOR_MODE_SCRIPT into every page's <head>, React code reads and changes the mode.
 */
export type ColorMode = "light" | "dark";
export type DefaultColorMode = ColorMode | "system";

/** theme-ui's key: the "colour mode kept in local storage" of SPEC §9. */
export const COLOR_MODE_STORAGE_KEY = "theme-ui-color-mode";
export const COLOR_MODE_ATTRIBUTE = "data-color-mode";
export const DEFAULT_COLOR_MODE_ATTRIBUTE = "data-color-mode-default";
/** Set by the head script: the page runs JavaScript, so « Thème sombre » can work and is shown. */
export const COLOR_MODE_SWITCH_ATTRIBUTE = "data-color-mode-switch";
/** Set while a website manager's preview imposes a scheme (SPEC §1 colorScheme message). */
export const PREVIEW_COLOR_MODE_ATTRIBUTE = "data-color-mode-preview";

/**
 * Runs in <head> before the body is parsed, so the first paint already has the right scheme. Its text
 * never changes (the site's default is read from an attribute), so a Content-Security-Policy can allow
 * it by one hash (docs/security.md).
 */
export const COLOR_MODE_SCRIPT =
  `(function(){var d=document.documentElement,m=null;d.setAttribute("${COLOR_MODE_SWITCH_ATTRIBUTE}","");` +
  `try{m=localStorage.getItem("${COLOR_MODE_STORAGE_KEY}")}catch(e){}` +
  `if(m!=="light"&&m!=="dark"){m=d.getAttribute("${DEFAULT_COLOR_MODE_ATTRIBUTE}");` +
  'if(m==="system")m=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}' +
  `if(m==="light"||m==="dark")d.setAttribute("${COLOR_MODE_ATTRIBUTE}",m)})()`;

export const isColorMode = (value: unknown): value is ColorMode => value === "light" || value === "dark";

/** The mode the page shows now (null before the script ran, e.g. on the server). */
export function currentColorMode(): ColorMode | null {
  if (typeof document === "undefined") return null;
  const mode = document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE);
  return isColorMode(mode) ? mode : null;
}

/** The visitor's choice: shown at once and kept for the next visits. A preview's scheme keeps the upper hand. */
export function chooseColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
  if (document.documentElement.hasAttribute(PREVIEW_COLOR_MODE_ATTRIBUTE)) return;
  document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
}

/** A preview's colorScheme message: shown while previewing, never stored. */
export function previewColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute(PREVIEW_COLOR_MODE_ATTRIBUTE, mode);
  document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
}

/** Calls `onChange` whenever the mode in force changes (visitor, preview or another tab). */
export function subscribeToColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [COLOR_MODE_ATTRIBUTE] });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY || !isColorMode(event.newValue)) return;
    if (!document.documentElement.hasAttribute(PREVIEW_COLOR_MODE_ATTRIBUTE)) {
      document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, event.newValue);
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener("storage", onStorage);
  };
}
