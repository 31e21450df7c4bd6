// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/films/" }
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepPageOfflineWhenControlled, startServiceWorker } from "./service-worker-start";

// The chunk cannot be fetched: offline before the worker kept it, or gone with a new deployment.
vi.mock("./register-service-worker", () => {
  throw new Error("Loading chunk 4823 failed.");
});

afterEach(() => vi.useRealTimers());

describe("startServiceWorker when the registration's chunk cannot load", () => {
  it("lets it go: no unhandled rejection, which Gatsby answers by reloading the page (offline: again and again)", async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, "serviceWorker", { value: { controller: {} }, configurable: true });
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      startServiceWorker();
      keepPageOfflineWhenControlled("/films/");
      await vi.advanceTimersByTimeAsync(10_000);
      vi.useRealTimers();
      // Node reports unhandled rejections after the microtask queue drains.
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off("unhandledRejection", record);
    }
    expect(unhandled).toEqual([]);
  });
});
