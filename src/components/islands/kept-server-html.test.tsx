import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { markFirstPageHydrating, markPageHydrated } from "../use-hydrated";
import { KeptServerHtml, useKeptServerHtml } from "./kept-server-html";

function Part({ of, text }: { of: string; text: string }) {
  const kept = useKeptServerHtml(of);
  return (
    <section>
      <KeptServerHtml kept={kept}>
        <p>{text}</p>
      </KeptServerHtml>
    </section>
  );
}

// use-hydrated's flags are module state, set here as the browser's first page sets them: this file runs with modules
// of its own (vitest.config.mts isolates a file that resets them), so no other file starts with them set.
afterAll(() => vi.resetModules());

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

describe("a kept part", () => {
  it("keeps the server's HTML on the page loaded, neither compared nor written, then renders what it is given next", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Part of="film-a" text="Séances du serveur" />);
    const recoverable = vi.fn();
    markFirstPageHydrating();
    // The browser's text differs from the server's: hydrated normally, React would report it and render it again.
    await act(async () => {
      root = hydrateRoot(container, <Part of="film-a" text="Séances du navigateur" />, { onRecoverableError: recoverable });
    });
    markPageHydrated();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent("Séances du serveur");
    await act(async () => root!.render(<Part of="film-a" text="Séances d'une minute plus tard" />));
    expect(container).toHaveTextContent("Séances du serveur");
    // A client-side navigation to another film reuses the component: it renders that film itself.
    await act(async () => root!.render(<Part of="film-b" text="Séances du film B" />));
    expect(container).toHaveTextContent("Séances du film B");
    expect(container.querySelectorAll("[data-kept]")).toHaveLength(1);
  });
});
