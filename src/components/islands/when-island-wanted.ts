/** What tells that the visitor reaches for an island: a finger or a pointer on it, a key, the focus inside. */
const REACHING_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/** Without `requestIdleCallback` (Safari, WebKitGTK): a short wait after the page's own start. */
const IDLE_FALLBACK_MS = 200;
/** An idle moment may never come on a busy page: the island does not wait longer than this. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `wake` once: when the visitor reaches for `element` or when the browser is first idle, whichever comes first.
 * Returns what stops waiting.
 */
export function whenIslandWanted(element: HTMLElement, wake: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    stop();
    wake();
  };
  let cancelIdle: () => void;
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
    cancelIdle = () => window.cancelIdleCallback(id);
  } else {
    const id = window.setTimeout(once, IDLE_FALLBACK_MS);
    cancelIdle = () => window.clearTimeout(id);
  }
  for (const type of REACHING_EVENTS) element.addEventListener(type, once, { capture: true, passive: true });
  function stop() {
    done = true;
    cancelIdle();
    for (const type of REACHING_EVENTS) element.removeEventListener(type, once, { capture: true });
  }
  return stop;
}
