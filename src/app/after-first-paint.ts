/** Longest wait for a frame: a tab opened in the background produces none until it is shown. */
const FRAME_WAIT_LIMIT_MS = 100;

/**
 * Resolves once the browser has painted the pre-rendered page (the task after the next frame), or
 * after FRAME_WAIT_LIMIT_MS. Gatsby waits for `onClientEntry` before it loads the page's data and
 * hydrates: without this, scripts that arrive with the HTML (a fast network, a warm cache) can run
 * hydration before the first paint, and the visitor looks at a blank page for as long as it takes.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
