import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { FavoriteFilmEntry } from "./favorite-film-entry";
import { DEMO_EMAIL, setUpTestLoyalty, TEST_FILMS } from "../core/test-support/test-loyalty-backend";

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.restoreAllMocks();
});

const film = (id: string, title = `Film ${id}`) => ({ id, title });
const renderToggle = (id: string, title?: string) =>
  renderWithProviders(<FavoriteFilmEntry film={film(id, title)} returnTo="/films/1-x/" />);
const favoritesInSandbox = async () =>
  (
    await backend.sandboxGet<{ favoriteFilmIds: number[] }>(`/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`)
  ).favoriteFilmIds.map(String);
/** The toggle once the member’s list is loaded (it is busy until then). */
const LOAD_TIMEOUT = { timeout: 5_000 }; // the 500 ms start delay, a refresh and the list, on a busy machine
const loadedToggle = async (name: RegExp) => {
  const button = await screen.findByRole("button", { name }, LOAD_TIMEOUT);
  await waitFor(() => expect(button).toHaveAttribute("aria-busy", "false"), LOAD_TIMEOUT);
  return button;
};
/** Neither "add" nor "remove" can be read or done: busy, no aria-pressed, a neutral name. */
const expectUndecided = (button: HTMLElement, title: string) => {
  expect(button).toHaveAccessibleName(`Mes films (${title})`);
  expect(button).toHaveAttribute("aria-busy", "true");
  expect(button).toHaveAttribute("aria-disabled", "true");
  expect(button).not.toHaveAttribute("aria-pressed");
  expect(button.textContent).not.toMatch(/Ajouter|Retirer/);
};

describe("FavoriteFilmEntry without a session", () => {
  it("links to the login page, back to this page, with the film to add once logged in, and calls nothing", () => {
    renderToggle(TEST_FILMS.released, "Troisième film");
    const link = screen.getByRole("link", { name: "Ajouter à mes films (Troisième film)" });
    expect(link).toHaveAttribute("href", `/connexion/?return=%2Ffilms%2F1-x%2F&addFilm=${TEST_FILMS.released}`);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});

describe("FavoriteFilmEntry with a session", () => {
  it("shows a favourite as pressed, with the film title for screen readers", async () => {
    await backend.logInMarie();
    await backend.setFavoriteFilm(TEST_FILMS.favoriteA, true);
    renderToggle(TEST_FILMS.favoriteA, "Premier film");
    const button = await loadedToggle(/^Retirer de mes films \(Premier film\)$/);
    expect(button).toHaveAttribute("aria-pressed", "true");
  });

  it("is undecided until the member’s list is known, and a click meanwhile does nothing", async () => {
    await backend.logInMarie();
    await backend.setFavoriteFilm(TEST_FILMS.favoriteA, true);
    const release = backend.hold("GetFavoriteFilms");
    renderToggle(TEST_FILMS.favoriteA, "Premier film");
    // From the first render with a session cookie (member code still loading, then the session start delay)…
    expectUndecided(screen.getByRole("button"), "Premier film");
    // …to the list being on its way.
    await waitFor(() => expect(backend.calls).toContain("GetFavoriteFilms"), LOAD_TIMEOUT);
    const button = screen.getByRole("button");
    expectUndecided(button, "Premier film");
    await userEvent.click(button);
    await userEvent.keyboard("{Enter}");
    release();
    const decided = await loadedToggle(/^Retirer de mes films \(Premier film\)$/);
    expect(decided).toHaveAttribute("aria-pressed", "true");
    expect(backend.calls.filter((call) => call.endsWith("FavoriteFilm"))).toEqual([]);
    expect(await favoritesInSandbox()).toContain(TEST_FILMS.favoriteA);
  });

  it("adds a film only once the server has answered, busy meanwhile", async () => {
    await backend.logInMarie();
    await backend.setFavoriteFilm(TEST_FILMS.released, false);
    renderToggle(TEST_FILMS.released);
    const button = await loadedToggle(/^Ajouter à mes films/);
    expect(button).toHaveAttribute("aria-pressed", "false");
    const release = backend.hold("AddFavoriteFilm");
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button); // ignored while busy
    release();
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    expect(button).toHaveAccessibleName(/^Retirer de mes films/);
    expect(button).toHaveFocus();
    expect(backend.calls.filter((call) => call === "AddFavoriteFilm")).toHaveLength(1);
    expect(await favoritesInSandbox()).toContain(TEST_FILMS.released);
  });

  it("removes a film", async () => {
    await backend.logInMarie();
    await backend.setFavoriteFilm(TEST_FILMS.favoriteB, true);
    renderToggle(TEST_FILMS.favoriteB);
    await userEvent.click(await loadedToggle(/^Retirer de mes films/));
    await screen.findByRole("button", { name: /^Ajouter à mes films/, pressed: false });
    expect(await favoritesInSandbox()).not.toContain(TEST_FILMS.favoriteB);
  });

  it("every toggle of the page follows the answer of one of them", async () => {
    await backend.logInMarie();
    await backend.setFavoriteFilm(TEST_FILMS.favoriteA, true);
    renderWithProviders(
      <>
        <FavoriteFilmEntry film={film(TEST_FILMS.favoriteA, "A")} returnTo="/films/" />
        <FavoriteFilmEntry film={film(TEST_FILMS.favoriteA, "A bis")} returnTo="/films/" />
      </>,
    );
    await userEvent.click(await loadedToggle(/\(A\)$/));
    await screen.findByRole("button", { name: /\(A bis\)$/, pressed: false });
    expect(backend.calls.filter((call) => call === "GetFavoriteFilms")).toHaveLength(1);
  });

  it("shows the catalogue message of code 72 next to the toggle and stays unpressed", async () => {
    await backend.logInMarie();
    renderToggle(TEST_FILMS.unreleased);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const button = await loadedToggle(/^Ajouter à mes films/);
    await userEvent.click(button);
    const status = screen.getByRole("status");
    await waitFor(() =>
      expect(status).toHaveTextContent("Ce film ne peut pas encore être ajouté à vos films favoris (Code : 72)"),
    );
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAttribute("aria-describedby", status.id);
    expect(await favoritesInSandbox()).not.toContain(TEST_FILMS.unreleased);
  });

  it("logs a network failure and says so, leaving the list unchanged", async () => {
    await backend.logInMarie();
    await backend.setFavoriteFilm(TEST_FILMS.favoriteA, true);
    renderToggle(TEST_FILMS.favoriteA);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const button = await loadedToggle(/^Retirer de mes films/);
    backend.failNetwork("RemoveFavoriteFilm");
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Vos films n’ont pas pu être mis à jour."));
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveAttribute("aria-busy", "false");
    expect(warn).toHaveBeenCalled();
  });

  it("stops loading with a French message when the list cannot be loaded", async () => {
    await backend.logInMarie();
    backend.failNetwork("GetFavoriteFilms");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderToggle(TEST_FILMS.favoriteA);
    const status = await screen.findByText("Vos films n’ont pas pu être chargés. Merci de réessayer dans quelques minutes.");
    const button = within(status.parentElement!).getByRole("button");
    expect(button).toHaveAttribute("aria-busy", "false");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(warn).toHaveBeenCalled();
    expect(backend.calls.filter((call) => call === "GetFavoriteFilms")).toHaveLength(1);
  });
});
