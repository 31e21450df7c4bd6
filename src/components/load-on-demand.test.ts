import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOnDemand } from "./load-on-demand";

const chunkLoadError = () =>
  Object.assign(new Error("Loading chunk 512 failed.\n(missing: /512.js)"), { name: "ChunkLoadError" });

describe("loadOnDemand", () => {
  afterEach(() => vi.useRealTimers());

  it("tries a chunk that failed again after 1 s, then 3 s, and gives the module once one try loads it", async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkLoadError())
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValue("module");
    const loaded = loadOnDemand(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(loaded).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("after three failed tries, rejects with the last error for the caller to handle", async () => {
    vi.useFakeTimers();
    const last = chunkLoadError();
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkLoadError())
      .mockRejectedValueOnce(chunkLoadError())
      .mockRejectedValueOnce(last);
    const loaded = loadOnDemand(load);
    const outcome = expect(loaded).rejects.toBe(last);
    await vi.advanceTimersByTimeAsync(4000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(3);
  });
});
