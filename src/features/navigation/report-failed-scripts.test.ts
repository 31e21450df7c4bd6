// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEAVING_GRACE_MS, reportFailedScripts } from "./report-failed-scripts";

const failScript = (src: string) => {
  const script = document.createElement("script");
  script.src = src;
  document.head.append(script);
  script.dispatchEvent(new Event("error"));
  script.remove();
};

describe("reportFailedScripts (SPEC §8 developer message)", () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("logs the site's own script that failed, not another site's", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    stop = reportFailedScripts();
    failScript(`${window.location.origin}/component---src-templates-film-page-tsx-1a2b3c.js`);
    failScript("https://securepubads.g.doubleclick.net/tag/js/gpt.js");
    expect(error.mock.calls).toEqual([[`We couldn't load "/component---src-templates-film-page-tsx-1a2b3c.js"`]]);
  });

  it("says nothing of the scripts a page being left gives up (Firefox fails them), then counts again", () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    stop = reportFailedScripts();
    window.dispatchEvent(new Event("beforeunload"));
    failScript(`${window.location.origin}/member-area-1a2b3c.js`);
    expect(error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LEAVING_GRACE_MS);
    failScript(`${window.location.origin}/member-area-1a2b3c.js`);
    expect(error.mock.calls).toEqual([[`We couldn't load "/member-area-1a2b3c.js"`]]);
  });
});
