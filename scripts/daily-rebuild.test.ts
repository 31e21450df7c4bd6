import { describe, expect, it } from "vitest";
import { rebuildDue, RETRY_AFTER_FAILURE_MS, type ServedBuild } from "./daily-rebuild";

const PARIS = "Europe/Paris";
const served = (change: Partial<ServedBuild> = {}): ServedBuild => ({
  day: "2026-11-26",
  building: false,
  failedAt: null,
  ...change,
});

describe("rebuildDue", () => {
  it.each([
    ["later the same day in Paris", "2026-11-26T22:59:59Z", false],
    ["at midnight in Paris (23:00 UTC in winter)", "2026-11-26T23:00:00Z", true],
    ["days later", "2026-11-30T10:00:00Z", true],
  ])("%s → %s", (_when, now, due) => {
    expect(rebuildDue(served(), new Date(now), PARIS)).toBe(due);
  });

  it("follows the cinema's zone across the change to summer time (midnight is 22:00 UTC)", () => {
    const day = served({ day: "2026-03-29" });
    expect(rebuildDue(day, new Date("2026-03-29T21:59:59Z"), PARIS)).toBe(false);
    expect(rebuildDue(day, new Date("2026-03-29T22:00:00Z"), PARIS)).toBe(true);
  });

  it("is due on a new day within the same play week (Thursday after Wednesday), not only in a new week", () => {
    expect(rebuildDue(served({ day: "2026-11-25" }), new Date("2026-11-26T08:00:00Z"), PARIS)).toBe(true);
  });

  it("never starts a second build while one runs", () => {
    expect(rebuildDue(served({ building: true }), new Date("2026-11-27T08:00:00Z"), PARIS)).toBe(false);
  });

  it("waits before trying again after a failed build, the old one still serving", () => {
    const failedAt = Date.parse("2026-11-27T00:05:00Z");
    const state = served({ failedAt });
    expect(rebuildDue(state, new Date(failedAt + RETRY_AFTER_FAILURE_MS - 1), PARIS)).toBe(false);
    expect(rebuildDue(state, new Date(failedAt + RETRY_AFTER_FAILURE_MS), PARIS)).toBe(true);
  });
});
