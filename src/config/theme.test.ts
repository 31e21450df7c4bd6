import { describe, expect, it } from "vitest";
import site from "../../content/site.json";
import type { SiteConfig } from "../domain/site-schema";
import { contrastRatio } from "../lib/contrast";
import { siteTheme } from "./site-theme";
import { buildTheme, schemeColors, themeValues, tint, type AppTheme } from "./theme";

const siteConfig = site as SiteConfig;

describe.each(["light", "dark"] as const)("the %s scheme", (mode) => {
  const { palette, colors, menu, status } = schemeColors(siteConfig, mode);
  const backgrounds = { page: palette.background, "header and footer": menu.headerFooterBackground, menu: menu.background };

  it.each(Object.entries(backgrounds))("text, muted text and links reach AA (4.5:1) on the %s background", (_, background) => {
    for (const text of [palette.primary, palette.muted, palette.highlight]) {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("text on the accent, on badges and in reversed blocks reaches AA", () => {
    expect(contrastRatio(palette.onAccent, palette.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.primary, colors.brand5)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.background, palette.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it("messages reach AA: coloured text on the page, text on the message backgrounds", () => {
    for (const tone of ["error", "info", "success"] as const) {
      expect(contrastRatio(status[tone], palette.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.primary, status[`${tone}Background`])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("field borders and focus rings reach 3:1 (WCAG 1.4.11)", () => {
    expect(contrastRatio(status.fieldBorder, palette.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(palette.highlight, palette.background)).toBeGreaterThanOrEqual(3);
  });
});

describe("buildTheme", () => {
  it("gives components CSS variables, so the scheme changes without re-rendering", () => {
    const theme = buildTheme(siteConfig);
    expect(theme.palette.primary).toBe("var(--palette-primary)");
    expect(theme.menu.headerFooterBackground).toBe("var(--menu-header-footer-background)");
    expect(theme.colorModes.light).toContain("--palette-primary: #1F1F1F;");
    expect(theme.colorModes.dark).toContain("--palette-primary: #EDEDED;");
    expect(theme.colorModes.dark).toContain("color-scheme: dark;");
  });

  it("offers no dark scheme when the site has none", () => {
    const { colorModes: _, ...lightOnly } = siteConfig.theme;
    const theme = buildTheme({ ...siteConfig, theme: lightOnly });
    expect(theme.colorModes).toMatchObject({ default: "light", dark: null });
  });

  it("tints towards white, or towards a given base", () => {
    expect(tint("#000000", 75)).toBe("#404040");
    expect(tint("#FFFFFF", 50, "#000000")).toBe("#808080");
  });

  it("keeps its values as plain data: the build computes the site's and ships them as JSON", () => {
    const values = themeValues(siteConfig);
    expect(JSON.parse(JSON.stringify(values))).toEqual(values);
    expect(siteTheme.up(2)).toBe("@media (min-width: 1024px)");
    expect({ ...siteTheme, up: null }).toEqual({ ...buildTheme(siteConfig), up: null });
  });
});

describe("SPEC §9's theme values", () => {
  it.each([
    ["light", "#f2f2f2", "#f5f5f5"],
    ["dark", "#1f1f1f", "#1c1c1c"],
  ] as const)("the %s menu is its colour at shade 100, header and footer at shade 75", (mode, menuBackground, headerFooter) => {
    expect(schemeColors(siteConfig, mode).menu).toEqual({ background: menuBackground, headerFooterBackground: headerFooter });
  });

  it.each([
    ["none", "0"],
    ["small", "4px"],
    ["medium", "8px"],
    ["large", "16px"],
  ] as const)("roundness %s rounds corners by %s", (roundness, radius) => {
    expect(themeValues({ ...siteConfig, roundness: { buttons: roundness, content: roundness } }).radii).toEqual({
      buttons: radius,
      content: radius,
    });
  });

  it("rounds the site's buttons and content medium (SPEC §1)", () => {
    expect(siteTheme.radii).toEqual({ buttons: "8px", content: "8px" });
  });

  it("has five breakpoints; an index outside them is a type error (SPEC §8's developer error, at compile time)", () => {
    const indices = [0, 1, 2, 3, 4] as const;
    expect(indices.map((i) => siteTheme.up(i))).toEqual([640, 768, 1024, 1280, 1600].map((px) => `@media (min-width: ${px}px)`));
    // @ts-expect-error 5 is not an index of the breakpoints: `tsc` (npm test) fails the day it is one.
    const outside: Parameters<AppTheme["up"]>[0] = 5;
    void outside;
  });
});
