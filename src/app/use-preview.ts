import { useEffect, useState } from "react";
import { loadOnDemand } from "../components/load-on-demand";
import { isPreviewPath } from "../config/paths";
import { LATE_FONTS_ATTRIBUTE } from "../lib/late-fonts";
import type { PagePreview } from "../features/preview/start-preview";

const loadPreview = () => import("../features/preview/start-preview");

/**
 * On preview pages only, loads the preview bridge and returns the theme and layout the website manager's messages
 * ask for (null until the first accepted message). If its code cannot load, the page stays as built and never tells
 * the app it is mounted: the app knows the preview did not start (SPEC's « mounted » message), and no code for a
 * website manager's error weighs on every visitor's first load.
 */
export function usePreview(pathname: string): PagePreview | null {
  const [preview, setPreview] = useState<PagePreview | null>(null);
  const inPreview = isPreviewPath(pathname);
  useEffect(() => {
    if (!inPreview) return;
    // The manager chooses fonts here: they show even if they missed the first frame (a visitor's page then keeps
    // its fallback fonts, so that no text moves).
    document.documentElement.removeAttribute(LATE_FONTS_ATTRIBUTE);
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadOnDemand(loadPreview).then(
      ({ startPreview }) => {
        if (!cancelled) stop = startPreview(setPreview);
      },
      (error: unknown) => console.warn("Preview: its code could not load; the page does not tell the app it is mounted.", error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [inPreview]);
  return preview;
}
