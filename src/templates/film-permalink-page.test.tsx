import { screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import FilmPermalinkPage from "./film-permalink-page";

const openPermalink = (pathname: string) =>
  renderWithProviders(<FilmPermalinkPage {...({ location: { pathname, search: "", hash: "" } } as unknown as PageProps)} />);

describe("a film permalink", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("whose film list does not answer says so in French, with the way back, not a 404 (asked twice)", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetch);
    openPermalink("/permalink/movie/1922031");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Ce film ne peut pas être trouvé pour l’instant" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour au programme" })).toHaveAttribute("href", "/films/");
    expect(screen.queryByText(/Sans JavaScript/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Page introuvable" })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
