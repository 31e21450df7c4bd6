import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootWrapper } from "../../test/render";
import { defineIsland, islandsReady } from "./island";

/** An island that moves: a counter, its label from the page. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const load = vi.fn(() => Promise.resolve({ default: Counter }));
const CounterIsland = defineIsland("counter", load);

/** A page: static text around the island, which gets its label from the page's data. */
function Page({ label }: { label: string }) {
  return (
    <RootWrapper>
      <p>Le programme</p>
      <CounterIsland label={label} />
    </RootWrapper>
  );
}

let page: Root | undefined;
afterEach(() => {
  act(() => page?.unmount());
  page = undefined;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The build's HTML of the page, then the browser bundle's hydration of it. */
async function openBuiltPage(label: string) {
  await islandsReady();
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page label={label} />);
  document.body.append(container);
  const built = screen.getByRole("button", { name: `${label} 0` });
  vi.stubGlobal("__STATIC_HTML__", true);
  load.mockClear();
  await act(async () => {
    page = hydrateRoot(container, <Page label={label} />);
  });
  return { container, built };
}

const islandElement = () => document.querySelector<HTMLElement>('[data-island="counter"]')!;
const hydrated = () => waitFor(() => expect(islandElement().dataset.islandState).toBe("hydrated"));

describe("an island", () => {
  it("is in the build's HTML, in its element", async () => {
    await islandsReady();
    const html = renderToString(<Page label="Séances" />);
    expect(html).toContain(
      '<div data-island="counter"><!--$--><button type="button">Séances<!-- --> <!-- -->0</button><!--/$--></div>',
    );
  });

  it("keeps the server's HTML until the visitor reaches for it, then hydrates on the same elements and moves", async () => {
    const { built } = await openBuiltPage("Séances");
    // The page is hydrated; the island's code is not asked for yet (no idle moment has come in this test).
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(built);
    await hydrated();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button")).toBe(built);
    fireEvent.click(built);
    await screen.findByRole("button", { name: "Séances 1" });
  });

  it("hydrates when the browser is idle, without being reached for", async () => {
    await openBuiltPage("Séances");
    await hydrated();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("follows the page's data once hydrated, keeping its own state", async () => {
    const { container, built } = await openBuiltPage("Séances");
    fireEvent.pointerDown(built);
    await hydrated();
    fireEvent.click(built);
    await screen.findByRole("button", { name: "Séances 1" });
    await act(async () => page!.render(<Page label="Horaires" />));
    await screen.findByRole("button", { name: "Horaires 1" });
    expect(container.contains(built)).toBe(true);
  });

  it("is rendered at once where the page has no server HTML for it (the browser rendered the page)", async () => {
    vi.stubGlobal("__STATIC_HTML__", true);
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      page = createRoot(container);
      page.render(<Page label="Séances" />);
    });
    await screen.findByRole("button", { name: "Séances 0" });
  });
});
