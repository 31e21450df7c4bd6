import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { LATE_FONTS_ATTRIBUTE } from "../lib/late-fonts";
import { usePreview } from "./use-preview";

describe("usePreview", () => {
  afterEach(() => document.documentElement.removeAttribute(LATE_FONTS_ATTRIBUTE));

  it("on a preview page, lets the site's fonts show even when they missed the first frame: the manager is choosing them", () => {
    document.documentElement.setAttribute(LATE_FONTS_ATTRIBUTE, "");
    const { unmount } = renderHook(() => usePreview(paths.preview("/")));
    expect(document.documentElement.hasAttribute(LATE_FONTS_ATTRIBUTE)).toBe(false);
    unmount();
  });

  it("on a visitor's page, keeps the fallback fonts so that no text moves", () => {
    document.documentElement.setAttribute(LATE_FONTS_ATTRIBUTE, "");
    const { unmount } = renderHook(() => usePreview("/films/"));
    expect(document.documentElement.hasAttribute(LATE_FONTS_ATTRIBUTE)).toBe(true);
    unmount();
  });
});
