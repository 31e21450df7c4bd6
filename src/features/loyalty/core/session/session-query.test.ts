// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { shouldRetrySession } from "./session-query";
import { LoyaltyUnavailableError } from "./session-lifecycle";

afterEach(() => vi.restoreAllMocks());

describe("shouldRetrySession", () => {
  it("retries an unavailable service three times while the device is online", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const unavailable = new LoyaltyUnavailableError("network");
    expect([0, 1, 2, 3].map((failures) => shouldRetrySession(failures, unavailable))).toEqual([true, true, true, false]);
  });

  it("does not retry when the device is offline: the card kept on the device shows at once", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(shouldRetrySession(0, new LoyaltyUnavailableError("network"))).toBe(false);
  });

  it("never retries another error (a refused session)", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    expect(shouldRetrySession(0, new Error("refused"))).toBe(false);
  });
});
