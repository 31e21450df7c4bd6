import type { ComponentType } from "react";
import { createGlobalStyle } from "styled-components";
import { globalRules } from "../../components/global-style";
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
  /** The page-wide rules for that theme, in place of the site's (built with the site's theme, static). */
  GlobalStyle: ComponentType;
}

const PreviewGlobalStyle = createGlobalStyle`${({ theme }) => globalRules(theme)}`;

/**
 * Loaded only on preview pages: every accepted message gives the page a new preview. The theme is
 * computed here, in the preview's chunk (other pages get the site's, computed at build time).
 */
export function startPreview(onChange: (preview: PagePreview) => void): () => void {
  let state = initialPreviewState(siteConfig);
  return startPreviewBridge(previewOrigins(), (message) => {
    state = applyPreviewMessage(state, message);
    onChange({ theme: previewTheme(siteConfig, state), layout: state.layout, GlobalStyle: PreviewGlobalStyle });
  });
}
