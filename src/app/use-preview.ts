import { useEffect, useState } from "react";
import { isPreviewPath } from "../config/paths";
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
