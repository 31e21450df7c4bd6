import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "../config/paths";
import { renderWithProviders } from "../test/render";
import { PageWrapper } from "./page-wrapper";

/** The preview's chunk: it fails to load while `failing` is set, as webpack's import() of a chunk it cannot fetch does. */
const START_PREVIEW = "../features/preview/start-preview";
const chunk = { failing: false, loads: 0 };
const chunkLoad = async (importOriginal: () => Promise<unknown>) => {
  chunk.loads += 1;
  if (chunk.failing) throw Object.assign(new Error("Loading chunk 9034 failed."), { name: "ChunkLoadError" });
  return importOriginal();
};

/** The preview's code loads its modules for the first time in these tests. */
const LOADING = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });

/** Moves the tries' clock on, each try waiting for the module loader meanwhile, until `assertion` holds. */
const withClockUntil = (assertion: () => void) =>
  vi.waitFor(async () => {
    await act(() => vi.advanceTimersByTimeAsync(500));
    assertion();
  }, LOADING);

const previewPage = () =>
  renderWithProviders(
    <PageWrapper pathname={paths.preview("/tarifs/")}>
      <h1>Tarifs</h1>
      <a href="#seances">Les séances</a>
    </PageWrapper>,
  );

/** Whether a link click goes through: the preview bridge cancels them all (a hash link, which jsdom can follow). */
const clickGoesThrough = () => fireEvent.click(screen.getByRole("link", { name: "Les séances" }));

beforeEach(() => {
  chunk.loads = 0;
  // Registered for each test: vitest keeps a mocked module once loaded.
  vi.doMock(START_PREVIEW, chunkLoad);
});

afterEach(() => {
  chunk.failing = false;
  vi.doUnmock(START_PREVIEW);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a preview page whose preview code cannot load (issue 34: a failed chunk outside LazyPart)", () => {
  it("tries it again, then leaves the page as built: no reload, and the preview never starts (never « mounted »)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    chunk.failing = true;
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    previewPage();
    await withClockUntil(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Preview: its code could not load/), expect.anything()),
    );
    expect(chunk.loads).toBe(3);
    expect(screen.getByRole("heading", { name: "Tarifs" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    expect(clickGoesThrough()).toBe(true);
  });

  it("a chunk that loads at a later try starts the preview with no message", async () => {
    chunk.failing = true;
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    previewPage();
    await vi.waitFor(() => expect(chunk.loads).toBe(1));
    chunk.failing = false;
    await withClockUntil(() => expect(clickGoesThrough()).toBe(false));
    expect(chunk.loads).toBe(2);
  });
});
