import { describe, expect, it } from "vitest";
import { paths } from "../../config/paths";
import { COLOR_MODE_SCRIPT } from "../../lib/color-mode/color-mode";
import { shellScripts, unhashedShellFiles, withoutGatsbyScripts } from "./write-service-worker";

describe("shellScripts", () => {
  it("takes this build's runtime, framework, app and slice scripts from webpack's stats, not its styles or pages", () => {
    const stats = JSON.stringify({
      assetsByChunkName: {
        app: [
          "webpack-runtime-9256e0721af31bb6.js",
          "framework-1f3e26c7d2e79f35.js",
          "styles.d60c3d01a2.css",
          "app-0b03b0d43447f390.js",
        ],
        "component---src-pages-404-tsx": ["component---src-pages-404-tsx-5f1e2d.js"],
        "slice---src-app-slices-header-tsx": ["slice---src-app-slices-header-tsx-5edfc6e8219fc2a39b5e.js"],
        "service-worker-registration": ["service-worker-registration-4823aa01.js"],
        "navigation-progress": ["navigation-progress-1210bb02.js"],
        "link-prefetch": ["link-prefetch-7c2e90aa.js"],
        analytics: ["analytics-2890b1d0.js"],
      },
    });
    expect(shellScripts(stats)).toEqual([
      "webpack-runtime-9256e0721af31bb6.js",
      "framework-1f3e26c7d2e79f35.js",
      "app-0b03b0d43447f390.js",
      "slice---src-app-slices-header-tsx-5edfc6e8219fc2a39b5e.js",
      "navigation-progress-1210bb02.js",
      "service-worker-registration-4823aa01.js",
      "link-prefetch-7c2e90aa.js",
    ]);
  });

  it("gives nothing for stats without an app chunk", () => {
    expect(shellScripts("{}")).toEqual([]);
  });
});

describe("unhashedShellFiles", () => {
  it("precaches the web app manifest and its icons (an installed app starts offline too)", () => {
    expect(unhashedShellFiles()).toEqual(
      expect.arrayContaining([paths.webAppManifest(), paths.appIcon("icon-192"), paths.appIcon("icon-maskable-512")]),
    );
  });
});

describe("withoutGatsbyScripts (the offline page as the worker serves it)", () => {
  it("removes Gatsby's scripts, keeps the colour-mode script, and marks <html> as a page without its scripts", () => {
    const built =
      `<!DOCTYPE html><html lang="fr" data-color-mode-default="light"><head><script>${COLOR_MODE_SCRIPT}</script>` +
      '<link as="script" rel="preload" href="/app-1.js"></head><body><main>Hors ligne</main>' +
      '<script src="/app-1.js"></script><script id="gatsby-chunk-mapping">x</script></body></html>';
    expect(withoutGatsbyScripts(built)).toBe(
      `<!DOCTYPE html><html data-without-scripts="" lang="fr" data-color-mode-default="light"><head><script>${COLOR_MODE_SCRIPT}</script>` +
        "</head><body><main>Hors ligne</main></body></html>",
    );
  });
});
