import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseColorMode, COLOR_MODE_SCRIPT, COLOR_MODE_STORAGE_KEY, previewColorMode } from "./color-mode";

const html = document.documentElement;
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the exact text gatsby-ssr inlines
const runHeadScript = () => new Function(COLOR_MODE_SCRIPT)() as void;
const prefersDark = (dark: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: dark && query === "(prefers-color-scheme: dark)" }));

beforeEach(() => {
  localStorage.clear();
  for (const name of ["data-color-mode", "data-color-mode-default", "data-color-mode-preview", "data-color-mode-switch"])
    html.removeAttribute(name);
});
afterEach(() => vi.unstubAllGlobals());

describe("the head script", () => {
  it("marks the page as able to switch its scheme (the toggle shows only then)", () => {
    runHeadScript();
    expect(html.hasAttribute("data-color-mode-switch")).toBe(true);
  });

  it("applies the site's default on a first visit", () => {
    html.setAttribute("data-color-mode-default", "dark");
    runHeadScript();
    expect(html.dataset.colorMode).toBe("dark");
  });

  it("follows the device when the default is 'system'", () => {
    html.setAttribute("data-color-mode-default", "system");
    prefersDark(true);
    runHeadScript();
    expect(html.dataset.colorMode).toBe("dark");
    prefersDark(false);
    runHeadScript();
    expect(html.dataset.colorMode).toBe("light");
  });

  it("applies the visitor's stored choice over the default, and ignores a stored value it does not know", () => {
    html.setAttribute("data-color-mode-default", "light");
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
    runHeadScript();
    expect(html.dataset.colorMode).toBe("dark");
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "sepia");
    runHeadScript();
    expect(html.dataset.colorMode).toBe("light");
  });
});

describe("choosing and previewing", () => {
  it("a choice shows at once and is stored", () => {
    chooseColorMode("dark");
    expect(html.dataset.colorMode).toBe("dark");
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("dark");
  });

  it("a preview's scheme wins while previewing and is not stored", () => {
    chooseColorMode("light");
    previewColorMode("dark");
    chooseColorMode("light");
    expect(html.dataset.colorMode).toBe("dark");
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("light");
  });
});
