import { describe, expect, it, vi } from "vitest";
import { paths } from "../config/paths";
import { loadBuildContent, pageSourcesOf } from "./build-content";
import { sitePages, withPreviewCopies } from "./pages";
import { onPostBuild } from "./post-build";

const steps = vi.hoisted(() => {
  const done: { step: string; args: unknown[] }[] = [];
  const step =
    (name: string, result: unknown = undefined) =>
    (...args: unknown[]) => {
      done.push({ step: name, args });
      return Promise.resolve(result);
    };
  return { done, step };
});
vi.mock("./writers/write-sitemap", () => ({ writeSitemapAndRobots: steps.step("sitemap") }));
vi.mock("./writers/write-intl-warm-up", () => ({ writeIntlWarmUp: steps.step("intl warm-up") }));
vi.mock("./writers/write-web-app-manifest", () => ({ writeWebAppManifest: steps.step("manifest") }));
vi.mock("./writers/write-service-worker", () => ({ writeServiceWorker: steps.step("service worker", []) }));
vi.mock("../server/security/check-built-pages", () => ({
  removeAdapterRouteCopies: steps.step("the adapter's route copies of the previous build", 0),
  checkInlineScripts: steps.step("inline scripts"),
  moveSourceMaps: steps.step("source maps"),
}));
vi.mock("../server/security/write-serve-headers", () => ({ writeServeHeaders: steps.step("serve headers") }));
vi.mock("./build-files", () => ({ keepThisAndPreviousBuild: steps.step("keep this build's and the previous one's files", []) }));

describe("onPostBuild", () => {
  it("writes the sitemap from the table, keeps two builds' hashed files, writes what the worker precaches, checks the pages", async () => {
    const reporter = { info: vi.fn(), panic: (message: string) => Promise.reject(new Error(message)) };
    await onPostBuild!({ reporter } as never, { plugins: [] }, () => undefined);
    expect(steps.done.map(({ step }) => step)).toEqual([
      "sitemap",
      "intl warm-up",
      "keep this build's and the previous one's files",
      "manifest",
      "service worker",
      "the adapter's route copies of the previous build",
      "inline scripts",
      "source maps",
      "serve headers",
    ]);
    const candidates = steps.done[0]!.args[0] as { path: string }[];
    expect(candidates).toEqual(withPreviewCopies(sitePages(pageSourcesOf(loadBuildContent()))));
    expect(candidates.map((page) => page.path)).toEqual(expect.arrayContaining([paths.theater(), paths.preview(paths.home())]));
  });
});
