import { describe, expect, it } from "vitest";
import { MemoryThrottleStore } from "./memory-store";
import { throttleStoreContract } from "./store-contract";

describe("MemoryThrottleStore", () => {
  const store = new MemoryThrottleStore();
  throttleStoreContract(() => store);

  it("keeps at most maxEntries, dropping the least recently touched", async () => {
    const bounded = new MemoryThrottleStore({ maxEntries: 3 });
    for (const k of ["a", "b", "c", "d"]) await bounded.take(k, 5, 60_000);
    expect(bounded.size).toBe(3);
    expect(await bounded.isMarked("a")).toBe(false);
    expect(await bounded.isMarked("d")).toBe(true);
  });
});
