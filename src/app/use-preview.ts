import { useEffect, useState } from "react";
import { isPreviewPath } from "../config/paths";
import { LATE_FONTS_ATTRIBUTE } from "../lib/late-fonts";
import type { PagePreview } from "../features/preview/start-preview";

/**
 * On preview pages only, loads the preview bridge and returns the theme and layout the
 * website manager's messages ask for (null until the first accepted message).
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
    void import("../features/preview/start-preview").then(({ startPreview }) => {
      if (!cancelled) stop = startPreview(setPreview);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [inPreview]);
  return preview;
}
