// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

let frames: FrameRequestCallback[];
beforeEach(() => {
  frames = [];
  vi.useFakeTimers();
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe("afterFirstPaint", () => {
  it("waits for the next frame, then for the task after it (the paint)", async () => {
    const done = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(false);
    frames.forEach((frame) => frame(0));
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it("does not wait for ever in a tab that produces no frame (opened in the background)", async () => {
    const done = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(99);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
