import type { SiteConfig, SiteLayout } from "../../domain/site-schema";
import type { PreviewMessage } from "./check-preview-message";

/** What the preview has changed so far: the layout and the theme's palette and fonts. */
export interface PreviewState {
  layout: SiteLayout;
  palette: Partial<SiteConfig["theme"]["palette"]>;
  fonts: Partial<SiteConfig["theme"]["fonts"]>;
}

export const initialPreviewState = (site: Pick<SiteConfig, "layout">): PreviewState => ({
  layout: site.layout,
  palette: {},
  fonts: {},
});

/** The state after one accepted message. */
export function applyPreviewMessage(state: PreviewState, message: PreviewMessage): PreviewState {
  switch (message.type) {
    case "colorScheme":
      return { ...state, palette: { ...state.palette, ...message.colorScheme } };
    case "font":
      return { ...state, fonts: { ...state.fonts, ...message.font } };
    case "headerLayout":
      return { ...state, layout: { ...state.layout, headerLayout: message.headerLayout } };
    case "footerLayout":
      return { ...state, layout: { ...state.layout, footerLayout: message.footerLayout } };
    case "logoSize":
      return { ...state, layout: { ...state.layout, logoSize: message.logoSize } };
    case "hasSearch":
      return { ...state, layout: { ...state.layout, hasSearch: message.hasSearch } };
    case "footerMobileLinks":
      return { ...state, layout: { ...state.layout, footerMobileLinks: message.footerMobileLinks } };
  }
}
