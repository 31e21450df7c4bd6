import { describe, expect, it } from "vitest";
import { checkPreviewMessage } from "./check-preview-message";
import { applyPreviewMessage, initialPreviewState } from "./preview-state";

const CMS = "https://cms.cinema-aurore.fr";
const allowed = [CMS];
const check = (data: unknown, origin = CMS) => checkPreviewMessage({ origin, data }, allowed);

describe("checkPreviewMessage", () => {
  it.each([
    [{ type: "colorScheme", colorScheme: { accent: "#112233", background: "#FFFFFF" } }],
    [{ type: "font", font: { heading: "Open Sans" } }],
    [{ type: "headerLayout", headerLayout: "centered" }],
    [{ type: "footerLayout", footerLayout: "compact" }],
    [{ type: "logoSize", logoSize: "large" }],
    [{ type: "hasSearch", hasSearch: false }],
    [{ type: "footerMobileLinks", footerMobileLinks: [{ label: "Tarifs", to: "/tarifs/" }] }],
  ])("accepts %j from an allowed origin", (data) => {
    expect(check(data)).toEqual({ accepted: true, message: data });
  });

  it.each([
    ["another origin", { type: "hasSearch", hasSearch: true }, "https://evil.example"],
    ["a look-alike origin", { type: "hasSearch", hasSearch: true }, "https://cms.cinema-aurore.fr.evil.example"],
    ["the opaque origin", { type: "hasSearch", hasSearch: true }, "null"],
    ["an unknown type", { type: "navigate", navigate: "/x" }, CMS],
    ["no type", { hasSearch: true }, CMS],
    ["a string", "hasSearch", CMS],
    ["null", null, CMS],
    ["a payload under another name", { type: "hasSearch", value: true }, CMS],
    ["a string for a boolean", { type: "hasSearch", hasSearch: "true" }, CMS],
    ["a CSS injection in a colour", { type: "colorScheme", colorScheme: { accent: "red;}body{display:none" } }, CMS],
    ["an unknown palette key", { type: "colorScheme", colorScheme: { accent: "#112233", __proto__x: "#000000" } }, CMS],
    ["a font that is not self-hosted", { type: "font", font: { body: "Comic Sans MS" } }, CMS],
    ["an unknown layout", { type: "headerLayout", headerLayout: "mega" }, CMS],
    ["too many footer links", { type: "footerMobileLinks", footerMobileLinks: Array(7).fill({ label: "x", to: "/" }) }, CMS],
    ["an extra field", { type: "logoSize", logoSize: "small", extra: 1 }, CMS],
  ])("refuses %s", (_name, data, origin) => {
    expect(check(data, origin).accepted).toBe(false);
  });
});

describe("applyPreviewMessage", () => {
  it("changes only what the message names", () => {
    const start = initialPreviewState({
      layout: { headerLayout: "classic", footerLayout: "columns", logoSize: "medium", hasSearch: true, footerMobileLinks: [] },
    });
    const next = applyPreviewMessage(applyPreviewMessage(start, { type: "logoSize", logoSize: "large" }), {
      type: "colorScheme",
      colorScheme: { accent: "#123456" },
    });
    expect(next.layout).toEqual({ ...start.layout, logoSize: "large" });
    expect(next.palette).toEqual({ accent: "#123456" });
  });
});
