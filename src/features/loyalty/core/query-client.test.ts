import { afterEach, describe, expect, it, vi } from "vitest";
import { loyaltyQueryClient } from "./query-client";

afterEach(() => {
  loyaltyQueryClient.clear();
  vi.useRealTimers();
});

describe("the member area's query cache (SPEC §9)", () => {
  it("collects a query no part of the page uses after 5 minutes", async () => {
    vi.useFakeTimers();
    const key = ["loyalty", "test"];
    await loyaltyQueryClient.fetchQuery({ queryKey: key, queryFn: () => "kept" });
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1000);
    expect(loyaltyQueryClient.getQueryData(key)).toBe("kept");
    await vi.advanceTimersByTimeAsync(2000);
    expect(loyaltyQueryClient.getQueryData(key)).toBeUndefined();
  });

  it("retries 3 times, waiting twice as long each time, never more than 30 s", () => {
    const { retry, retryDelay } = loyaltyQueryClient.getDefaultOptions().queries ?? {};
    expect(retry).toBe(3);
    const delay = retryDelay as (attempt: number, error: Error) => number;
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => delay(attempt, new Error("x")))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30_000, 30_000,
    ]);
  });
});
