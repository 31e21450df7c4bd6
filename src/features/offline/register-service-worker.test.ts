// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./register-service-worker";

const register = vi.fn<() => Promise<unknown>>();
const scripts: string[] = [];
vi.mock("workbox-window", () => ({
  Workbox: class {
    addEventListener = vi.fn();
    register = register;
    constructor(script: string) {
      scripts.push(script);
    }
  },
}));

afterEach(() => vi.restoreAllMocks());

describe("registerServiceWorker (SPEC §2: failures are only logged)", () => {
  it("registers /sw.js; a refused registration is logged as a warning and nothing more", async () => {
    const failure = new Error("The operation is insecure.");
    register.mockRejectedValue(failure);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => registerServiceWorker()).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("Service worker registration failed:", failure));
    expect(scripts).toEqual(["/sw.js"]);
    expect(register).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });
});
