import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AD_UPDATE_THROTTLE_MS, throttle } from "./throttle";

describe("throttle (SPEC §9: ad updates at most every 500 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the first call at once, then once per 500 ms with the latest value", () => {
    const calls: string[] = [];
    const update = throttle((page: string) => calls.push(page), AD_UPDATE_THROTTLE_MS);
    update("a");
    update("b");
    update("c");
    expect(calls).toEqual(["a"]);
    vi.advanceTimersByTime(AD_UPDATE_THROTTLE_MS - 1);
    expect(calls).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["a", "c"]);
    vi.advanceTimersByTime(AD_UPDATE_THROTTLE_MS * 2);
    update("d");
    expect(calls).toEqual(["a", "c", "d"]);
  });

  it("cancel() drops a waiting call", () => {
    const calls: string[] = [];
    const update = throttle((page: string) => calls.push(page), AD_UPDATE_THROTTLE_MS);
    update("a");
    update("b");
    update.cancel();
    vi.advanceTimersByTime(AD_UPDATE_THROTTLE_MS);
    expect(calls).toEqual(["a"]);
  });
});
