import { useEffect, useMemo, useState } from "react";
import { isPreviewPath } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { buildTheme } from "../config/theme";
import type { PreviewState } from "../features/preview/preview-state";

/**
 * On preview pages only, loads the preview bridge and returns the theme and layout the
 * website manager's messages ask for (null until the first accepted message).
 */
export function usePreview(pathname: string) {
  const [state, setState] = useState<PreviewState | null>(null);
  const inPreview = isPreviewPath(pathname);
  useEffect(() => {
    if (!inPreview) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../features/preview/start-preview").then(({ startPreview }) => {
      if (!cancelled) stop = startPreview(setState);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [inPreview]);
  return useMemo(() => {
    if (!state) return null;
    return { theme: buildTheme(withPreviewTheme(state)), layout: state.layout };
  }, [state]);
}

/** The site configuration with the preview's palette and fonts. */
const withPreviewTheme = (state: PreviewState) => ({
  ...siteConfig,
  theme: {
    ...siteConfig.theme,
    palette: { ...siteConfig.theme.palette, ...state.palette },
    fonts: { ...siteConfig.theme.fonts, ...state.fonts },
  },
});
