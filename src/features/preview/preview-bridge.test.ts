// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { MOUNTED_MESSAGE } from "../../lib/preview-vocabulary";
import { startPreviewBridge } from "./preview-bridge";

const ALLOWED = ["https://cms.staging.example", "https://cms.example"];

/** The window that opened the preview (the content-management app), as the bridge sees it. */
function openedBy(opener: { postMessage: (message: unknown, origin: string) => void } | null) {
  Object.defineProperty(window, "opener", { value: opener, configurable: true, writable: true });
}

describe("startPreviewBridge", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    openedBy(null);
  });

  it("tells its opener it is mounted once per allowed origin, never to any origin ('*')", () => {
    const opener = { postMessage: vi.fn() };
    openedBy(opener);
    const stop = startPreviewBridge(ALLOWED, () => undefined);
    expect(opener.postMessage.mock.calls).toEqual(ALLOWED.map((origin) => [MOUNTED_MESSAGE, origin]));
    stop();
  });

  it("listens before it says so: a message right after « mounted » is handled", () => {
    const opener = { postMessage: vi.fn() };
    openedBy(opener);
    const received = vi.fn();
    const stop = startPreviewBridge(ALLOWED, received);
    window.dispatchEvent(new MessageEvent("message", { origin: ALLOWED[1], data: { type: "hasSearch", hasSearch: false } }));
    window.dispatchEvent(
      new MessageEvent("message", { origin: "https://intrus.example", data: { type: "hasSearch", hasSearch: true } }),
    );
    expect(received.mock.calls).toEqual([[{ type: "hasSearch", hasSearch: false }]]);
    stop();
  });
});
