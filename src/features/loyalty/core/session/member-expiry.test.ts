import { describe, expect, it } from "vitest";
import { isMemberExpired, NO_EXPIRY } from "./member-expiry";

const now = new Date("2026-11-22T12:00:00Z");

describe("isMemberExpired (SPEC §3, §4)", () => {
  it.each([
    [NO_EXPIRY, false],
    ["0001-01-01T00:00:00", false],
    ["2026-11-22T11:59:59Z", true],
    ["2025-01-01T00:00:00Z", true],
    ["2026-11-22T12:00:01Z", false],
    ["2030-01-01T00:00:00Z", false],
    ["", false],
    ["not a date", false],
  ])("memberExpiry %s → expired %s", (memberExpiry, expired) => {
    expect(isMemberExpired(memberExpiry, now)).toBe(expired);
  });
});
