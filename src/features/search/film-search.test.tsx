import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resolve } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paths } from "../../config/paths";
import { loadContent } from "../../content/load-content";
import { toSearchEntry } from "../../lib/film-index/search-index";
import { navigate } from "../../test/gatsby-mock";
import { renderWithProviders } from "../../test/render";
import { FilmSearch } from "./film-search";

// The header's film search as a visitor uses it, over the demo's index (the built site's static file). Its list
// open on a phone (layout, axe) is tested in the browser: tests/e2e/preview.spec.ts.

const FILM_PATH = "/films/392614077-l-ete-des-cerfs-volants/";

beforeAll(() => {
  const { films } = loadContent(resolve(__dirname, "../../../content"), new Date());
  const index = films.map((film) => toSearchEntry(film, paths.film(film)));
  const previous = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) =>
      (input instanceof Request ? input.url : input.toString()) === paths.searchIndex()
        ? Response.json(index)
        : previous(input, init),
    ),
  );
  return () => vi.unstubAllGlobals();
});
afterEach(() => {
  navigate.mockClear();
  window.history.replaceState(null, "", "/");
});

async function search(query: string) {
  renderWithProviders(<FilmSearch />);
  const box = screen.getByRole("combobox", { name: "Rechercher un film" });
  box.focus();
  fireEvent.change(box, { target: { value: query } });
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("1 film trouvé"));
  return box;
}

describe("the header's film search", () => {
  it("finds a film by a word of its title typed without accents, by keyboard", async () => {
    const user = userEvent.setup();
    const box = await search("ete cerfs");
    const option = screen.getByRole("option", { name: /L’Été des cerfs-volants/ });
    expect(option).toBeVisible();
    expect(box).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(option).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith(FILM_PATH);
  });

  it("forgives a wrong letter: « nosferatou » finds Nosferatu", async () => {
    await search("nosferatou");
    expect(screen.getByRole("option", { name: /^Nosferatu/ })).toBeVisible();
  });

  it("is a combobox named « Rechercher un film » in the search landmark, on markup the HTML checker accepts", () => {
    renderWithProviders(<FilmSearch />);
    const box = within(screen.getByRole("search")).getByRole("combobox", { name: "Rechercher un film" });
    // HTML lets an <input> take the combobox role as type text, not as type search (W3C checker).
    expect(box).toHaveAttribute("type", "text");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveAttribute("aria-autocomplete", "list");
    // A phone's keyboard still offers « Rechercher » for Enter.
    expect(box).toHaveAttribute("enterkeyhint", "search");
    expect(box).toHaveAttribute("aria-controls", screen.getByRole("listbox", { hidden: true }).id);
  });

  it("in the preview, choosing a film (a click or Enter) leaves the page where it is", async () => {
    window.history.replaceState(null, "", "/cms-preview/");
    const user = userEvent.setup();
    const box = await search("ete cerfs");
    await user.click(screen.getByRole("option", { name: /L’Été des cerfs-volants/ }));
    fireEvent.change(box, { target: { value: "ete cerfs" } });
    box.focus();
    await user.keyboard("{Enter}");
    expect(navigate).not.toHaveBeenCalled();
  });
});
