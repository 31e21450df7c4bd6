import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyPart } from "./lazy-part";

/** webpack's error for a chunk the browser could not fetch. */
const chunkLoadError = () =>
  Object.assign(new Error("Loading chunk 512 failed.\n(missing: /512.js)"), { name: "ChunkLoadError" });
const failingPart = (error: Error) => lazy<ComponentType>(() => Promise.reject(error));
const loadedPart = lazy<ComponentType>(() => Promise.resolve({ default: () => <button type="button">Filtres</button> }));

const page = (part: ReactNode) => (
  <main>
    <h1>Programme</h1>
    {part}
  </main>
);

describe("LazyPart", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows its fallback while the code loads, then the part", async () => {
    render(page(<LazyPart fallback={<p>Chargement…</p>}>{<LoadedPart />}</LazyPart>));
    expect(screen.getByText("Chargement…")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Filtres" })).toBeInTheDocument();
  });

  it("keeps the page when the part's code cannot load, and shows what was given for that case", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined); // React's own report of a caught error
    const Part = failingPart(chunkLoadError());
    render(
      page(
        <LazyPart fallback={<p>Chargement…</p>} failed={<p>Indisponible</p>}>
          {<Part />}
        </LazyPart>,
      ),
    );
    expect(await screen.findByText("Indisponible")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Programme" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("A part of the page could not load:", expect.objectContaining({ name: "ChunkLoadError" }));
  });

  it("reports any other error of the part as an error (a bug, not the network)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Part = failingPart(new TypeError("x is undefined"));
    render(page(<LazyPart fallback={null}>{<Part />}</LazyPart>));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith("A part of the page failed:", expect.any(TypeError), expect.anything()),
    );
    expect(screen.getByRole("heading", { name: "Programme" })).toBeInTheDocument();
  });

  it("is needed: with Suspense alone, a chunk that cannot load takes the whole page away", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    const Part = failingPart(chunkLoadError());
    // Under act() React hands the uncaught error to the caller instead of onUncaughtError.
    await expect(act(async () => root.render(page(<Suspense fallback={null}>{<Part />}</Suspense>)))).rejects.toThrow(
      "Loading chunk 512 failed",
    );
    expect(container).toBeEmptyDOMElement();
    act(() => root.unmount());
  });
});

function LoadedPart() {
  const Part = loadedPart;
  return <Part />;
}
