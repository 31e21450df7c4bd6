import { siteConfig } from "../../config/site-config";
import { startPreviewBridge } from "./preview-bridge";
import { previewOrigins } from "./preview-origins";
import { applyPreviewMessage, initialPreviewState, type PreviewState } from "./preview-state";

/** Loaded only on preview pages: every accepted message gives the page a new preview state. */
export function startPreview(onChange: (state: PreviewState) => void): () => void {
  let state = initialPreviewState(siteConfig);
  return startPreviewBridge(previewOrigins(), (message) => {
    state = applyPreviewMessage(state, message);
    onChange(state);
  });
}
