import type { SiteLayout } from "../../domain/site-schema";
import { siteConfig } from "../../config/site-config";
import type { AppTheme } from "../../config/theme";
import { startPreviewBridge } from "./preview-bridge";
import { previewOrigins } from "../../config/preview-origins";
import { applyPreviewMessage, initialPreviewState } from "./preview-state";
import { previewTheme } from "./preview-theme";

/** What a preview page shows: the site's theme with the preview's palette and fonts, and its layout. */
export interface PagePreview {
  theme: AppTheme;
  layout: SiteLayout;
}

/**
 * Loaded only on preview pages: every accepted message gives the page a new preview. The theme is
 * computed here, in the preview's chunk (other pages get the site's, computed at build time).
 */
export function startPreview(onChange: (preview: PagePreview) => void): () => void {
  let state = initialPreviewState(siteConfig);
  return startPreviewBridge(previewOrigins(), (message) => {
    state = applyPreviewMessage(state, message);
    onChange({ theme: previewTheme(siteConfig, state), layout: state.layout });
  });
}
