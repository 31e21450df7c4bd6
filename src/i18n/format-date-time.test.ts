import { describe, expect, it } from "vitest";
import { formatClock } from "./format-date-time";
import { siteIntl } from "./site-intl";

const show = (text: string) => text.replace(/\u202F/g, "⍽");

describe("formatClock", () => {
  it.each([
    ["2026-12-01T19:30:00Z", "20⍽h⍽30"],
    ["2026-12-01T20:00:00Z", "21⍽h"],
    ["2026-07-01T07:05:00Z", "9⍽h⍽05"],
    ["2026-12-01T23:15:00Z", "0⍽h⍽15"],
  ])("writes %s as French does, at the cinema (Europe/Paris): %s", (instant, expected) => {
    expect(show(formatClock(siteIntl, instant))).toBe(expected);
  });
});
