import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { FavoriteFilmEntry } from "./favorite-film-entry";

afterEach(() => vi.restoreAllMocks());

describe("FavoriteFilmEntry and includeWatchlist", () => {
  it("shows the toggle's place when the site includes the watchlist", () => {
    expect(loyaltySettings.includeWatchlist).toBe(true);
    renderWithProviders(<FavoriteFilmEntry film={{ id: "1", title: "Un film" }} returnTo="/films/" />);
    expect(screen.getByRole("link", { name: "Ajouter à mes films (Un film)" })).toBeInTheDocument();
  });

  it("shows nothing when it does not", () => {
    vi.spyOn(loyaltySettings, "includeWatchlist", "get").mockReturnValue(false);
    const { container } = renderWithProviders(<FavoriteFilmEntry film={{ id: "1", title: "Un film" }} returnTo="/films/" />);
    expect(container).toBeEmptyDOMElement();
  });
});
