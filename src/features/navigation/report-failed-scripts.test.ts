// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportFailedScripts } from "./report-failed-scripts";

const failScript = (src: string) => {
  const script = document.createElement("script");
  script.src = src;
  document.head.append(script);
  script.dispatchEvent(new Event("error"));
  script.remove();
};

describe("reportFailedScripts (SPEC §8 developer message)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the site's own script that failed, not another site's", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    reportFailedScripts();
    failScript(`${window.location.origin}/component---src-templates-film-page-tsx-1a2b3c.js`);
    failScript("https://securepubads.g.doubleclick.net/tag/js/gpt.js");
    expect(error.mock.calls).toEqual([[`We couldn't load "/component---src-templates-film-page-tsx-1a2b3c.js"`]]);
  });
});
