import { useCallback, useEffect, useState } from "react";
import { loadOnDemand } from "../components/load-on-demand";
import { isPreviewPath } from "../config/paths";
import { LATE_FONTS_ATTRIBUTE } from "../lib/late-fonts";
import type { PagePreview } from "../features/preview/start-preview";

export interface PreviewState {
  /** The theme and layout the website manager's messages ask for; null until the first accepted message. */
  preview: PagePreview | null;
  /** The preview's code could not load (after its tries): the page says so and offers `retry`. */
  failed: boolean;
  retry: () => void;
}

const loadPreview = () => import("../features/preview/start-preview");

/** On preview pages only, loads the preview bridge and gives what its messages ask for. */
export function usePreview(pathname: string): PreviewState {
  const [preview, setPreview] = useState<PagePreview | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
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
      (error: unknown) => {
        console.warn("Preview: its code could not load.", error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [inPreview, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { preview, failed, retry };
}
