import { describe, expect, it } from "vitest";
import { siteConfig } from "../../config/site-config";
import { initialPreviewState } from "./preview-state";
import { previewTheme } from "./preview-theme";

const withPalette = (palette: Record<string, string>) => ({ ...initialPreviewState(siteConfig), palette });

describe("previewTheme", () => {
  it("shows the colours sent in the light and the dark scheme", () => {
    const { colorModes } = previewTheme(siteConfig, withPalette({ background: "#202A44", accent: "#00A0B0" }));
    for (const scheme of [colorModes.light, colorModes.dark]) {
      expect(scheme).toContain("--palette-background: #202A44;");
      expect(scheme).toContain("--palette-accent: #00A0B0;");
    }
  });

  it("keeps the dark scheme's own colours the preview does not send", () => {
    const { colorModes } = previewTheme(siteConfig, withPalette({ background: "#202A44" }));
    expect(colorModes.dark).toContain(`--palette-primary: ${siteConfig.theme.colorModes!.dark.palette.primary};`);
    expect(colorModes.light).toContain(`--palette-primary: ${siteConfig.theme.palette.primary};`);
  });

  it("is the site's theme when nothing was sent", () => {
    const { colorModes, fonts } = previewTheme(siteConfig, initialPreviewState(siteConfig));
    expect(colorModes.dark).toContain(`--palette-background: ${siteConfig.theme.colorModes!.dark.palette.background};`);
    expect(fonts.heading).toMatch(/^"Open Sans Condensed"/);
  });
});
