// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://www.cinema-aurore.fr/films/" }
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./register-service-worker";
import { startServiceWorker } from "./service-worker-start";

vi.mock("./register-service-worker", () => ({ registerServiceWorker: vi.fn(), keepPageOffline: vi.fn() }));

afterEach(() => vi.useRealTimers());

describe("startServiceWorker (SPEC §2: only over HTTPS or on localhost)", () => {
  it("registers nothing on a plain-HTTP page off localhost, even where the browser has service workers", async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, "serviceWorker", { value: { controller: null }, configurable: true });
    expect(window.location.protocol).toBe("http:");
    expect(window.location.hostname).toBe("www.cinema-aurore.fr");
    startServiceWorker();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });
});
