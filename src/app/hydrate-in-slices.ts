import { startTransition, type ErrorInfo, type ReactNode } from "react";
// eslint-disable-next-line no-restricted-imports -- the page's own root, Gatsby's hydration
import { createRoot, hydrateRoot } from "react-dom/client";
import { markFirstPageHydrating } from "../components/use-hydrated";

/** As Gatsby's own renderer reports them. */
const onUncaughtError = (error: unknown, errorInfo: ErrorInfo) => console.error("Uncaught error:", error, errorInfo);

/**
 * Gatsby's hydration function (replaceHydrateFunction). Gatsby hydrates at React's default priority, in one
 * uninterrupted task as long as the whole page takes to render (about 50 ms on a fast desktop, four times
 * that on a mid-range phone). In a transition React hydrates the same tree in slices of about 5 ms and
 * lets the browser in between; an input on a part not yet hydrated makes React hydrate that part at once.
 * Client-only pages (an empty focus wrapper: nothing to hydrate) are rendered, as Gatsby does.
 */
export function hydrateInSlices(element: ReactNode, container: Element): void {
  if (!document.getElementById("gatsby-focus-wrapper")?.children.length) {
    createRoot(container, { onUncaughtError }).render(element);
    return;
  }
  markFirstPageHydrating();
  startTransition(() => {
    hydrateRoot(container, element, { onUncaughtError });
  });
}
