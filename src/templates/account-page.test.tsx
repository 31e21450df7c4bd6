import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import Cookies from "js-cookie";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { serveFilmIndex } from "../components/film-index/test-support/serve-film-index";
import { SELECTED_THEATER_COOKIE } from "../features/loyalty/core/session/selected-theater-cookie";
import { DEMO_EMAIL, setUpTestLoyalty, TEST_FILMS } from "../features/loyalty/core/test-support/test-loyalty-backend";
import { loyaltyQueryClient } from "../features/loyalty/core/query-client";
import { SESSION_COOKIE } from "../features/loyalty/core/session/session-presence";
import AccountCardPage from "./account-card-page";
import AccountPage from "./account-page";

const films = [
  { id: TEST_FILMS.favoriteA, slug: "premier-film", title: "Premier film" },
  { id: TEST_FILMS.released, slug: "troisieme-film", title: "Troisième film" },
];

const backend = setUpTestLoyalty();
beforeAll(async () => {
  serveFilmIndex(films);
});
afterEach(() => {
  Cookies.remove(SELECTED_THEATER_COOKIE, { path: "/" });
  vi.restoreAllMocks();
});

const member = () =>
  backend.sandboxGet<{ favoriteCinemas: { boxofficeCinemaId: string; subscribeToNewsletter: boolean }[] }>(
    `/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`,
  );
const renderAccount = () => renderWithProviders(<AccountPage />);
const flat = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("the member area's overview page (and « Ma carte »)", () => {
  it("invites a visitor without a session to log in and come back here", async () => {
    renderAccount();
    expect(screen.getByRole("heading", { level: 1, name: "Mon espace fidélité" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre espace fidélité…");
    const link = await screen.findByRole("link", { name: "Se connecter" });
    expect(link).toHaveAttribute("href", "/connexion/?return=%2Fmon-compte%2F");
    expect(screen.getByText("Connectez-vous pour retrouver vos points, votre carte et vos films.")).toBeInTheDocument();
  });

  it("shows the member’s details, balances, films and cinema", async () => {
    await backend.logInMarie();
    await backend.setFavoriteFilm(TEST_FILMS.favoriteA, true);
    await backend.setFavoriteFilm(TEST_FILMS.released, false);
    renderAccount();
    const details = await screen.findByRole("region", { name: "Mes informations" });
    expect(details).toHaveTextContent("Marie Dupont");
    expect(details).toHaveTextContent(DEMO_EMAIL);
    expect(details).toHaveTextContent("7712000000000001");
    expect(details).toHaveTextContent("Club Aurore");
    expect(details).toHaveTextContent("sans date d’expiration");
    const balances = screen.getByRole("region", { name: "Mes soldes" });
    expect(flat(balances.textContent)).toContain("Points1 250 points");
    expect(within(balances).getByRole("link", { name: "Voir ce que mes points m’offrent" })).toHaveAttribute(
      "href",
      "/mon-compte/avantages/",
    );
    const myFilms = screen.getByRole("region", { name: "Mes films" });
    expect(await within(myFilms).findByRole("link", { name: "Premier film" })).toHaveAttribute(
      "href",
      "/films/1234567-premier-film/",
    );
    expect(within(myFilms).queryByText("Troisième film")).toBeNull();
    expect(within(myFilms).getByText("Film n° 2345678 (plus à l’affiche)")).toBeInTheDocument();
    const theater = screen.getByRole("region", { name: "Mon cinéma" });
    expect(await within(theater).findByText("Le Cinéma L’Aurore est votre cinéma favori.")).toBeInTheDocument();
    expect(within(theater).getByRole("switch", { name: "Recevoir la lettre d’information du Cinéma L’Aurore" })).toBeChecked();
  });

  it("has the area's menu, the overview marked as the current page", async () => {
    renderAccount();
    const menu = screen.getByRole("navigation", { name: "Mon espace fidélité" });
    expect(within(menu).getByRole("link", { name: "Vue d’ensemble" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("link", { name: "Ma carte" })).toHaveAttribute("href", "/mon-compte/carte/");
    expect(within(menu).getByRole("link", { name: "Mon historique" })).toHaveAttribute("href", "/mon-compte/historique/");
    await screen.findByRole("link", { name: "Se connecter" });
  });

  it("« Ma carte » shows the card's QR code and number; a visitor logs in and comes back to it", async () => {
    const { unmount } = renderWithProviders(<AccountCardPage />);
    expect(await screen.findByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      "/connexion/?return=%2Fmon-compte%2Fcarte%2F",
    );
    unmount();
    loyaltyQueryClient.clear();
    await backend.logInMarie();
    renderWithProviders(<AccountCardPage />);
    const card = screen.getByRole("region", { name: "Ma carte" });
    const code = await within(card).findByRole("img", { name: "Code QR de votre carte n° 7712000000000001" });
    expect(code.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(flat(card.textContent)).toContain("Carte n° 7712000000000001");
  });

  it("« Ma carte » shows the card kept on this device at once, before the service answers, and when it cannot", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    loyaltyQueryClient.clear();
    await backend.logInMarie();
    localStorage.setItem("cinema.memberCard", "7712000000000001");
    const keptCode = { name: "Code QR de votre carte n° 7712000000000001" };
    const release = backend.hold("RefreshLogin");
    const { unmount } = renderWithProviders(<AccountCardPage />);
    try {
      // The refresh is held: the kept card is there already, said to be this device's copy.
      expect(await screen.findByRole("img", keptCode)).toBeVisible();
      expect(screen.getByText(/telle que cet appareil l’a affichée la dernière fois/)).toBeVisible();
      expect(screen.getByRole("status")).toHaveTextContent(/Chargement/);
    } finally {
      release();
    }
    await waitFor(() => expect(screen.queryByText(/telle que cet appareil/)).toBeNull());
    expect(await screen.findByRole("img", keptCode)).toBeVisible();
    unmount();

    // The service out of reach: the first failed try says so, with the kept card (no waiting through the retries).
    loyaltyQueryClient.clear();
    backend.upstreamDown();
    renderWithProviders(<AccountCardPage />);
    expect(await screen.findByRole("alert", {}, { timeout: 3_000 })).toHaveTextContent(
      "Le service fidélité est momentanément indisponible",
    );
    expect(await screen.findByRole("img", keptCode)).toBeVisible();
    expect(backend.calls.filter((call) => call === "RefreshLogin").length).toBeLessThan(4);
    expect(screen.queryByText(/hors ligne/)).toBeNull();
  });

  it.each([
    ["the call gets no answer at all (a phone without signal that says it is online)", () => backend.failNetwork("RefreshLogin")],
    ["the device says it is offline", () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false)],
  ])(
    "« Ma carte » offline: says she is offline, not that the service is down, above the kept card (%s)",
    async (_, goOffline) => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      await backend.logInMarie();
      localStorage.setItem("cinema.memberCard", "7712000000000001");
      goOffline();
      if (navigator.onLine) backend.failNetwork("RefreshLogin");
      else backend.upstreamDown();
      renderWithProviders(<AccountCardPage />);
      const card = screen.getByRole("region", { name: "Ma carte" });
      await waitFor(
        () =>
          expect(within(card).getByRole("status")).toHaveTextContent(
            "Vous êtes hors ligne : votre espace fidélité se mettra à jour dès le retour de la connexion.",
          ),
        { timeout: 3_000 },
      );
      expect(screen.queryByText(/momentanément indisponible/)).toBeNull();
      expect(screen.queryByRole("alert")).toBeNull();
      expect(await screen.findByRole("img", { name: "Code QR de votre carte n° 7712000000000001" })).toBeVisible();
    },
  );

  it("changes the newsletter subscription through AddFavoriteCinema, once the server agrees", async () => {
    await backend.logInMarie();
    renderAccount();
    const newsletter = await screen.findByRole("switch", { name: /lettre d’information/ });
    await userEvent.click(newsletter);
    await waitFor(() => expect(newsletter).not.toBeChecked());
    expect((await member()).favoriteCinemas).toEqual([{ boxofficeCinemaId: "1042", subscribeToNewsletter: false }]);
    await userEvent.click(newsletter);
    await waitFor(() => expect(newsletter).toBeChecked());
    expect(backend.calls.filter((call) => call === "AddFavoriteCinema")).toHaveLength(2);
  });

  it("removes and chooses the cinema again, keeping the choice in the selectedTheaterId cookie", async () => {
    await backend.logInMarie();
    renderAccount();
    await userEvent.click(await screen.findByRole("button", { name: "Retirer le Cinéma L’Aurore de mes cinémas" }));
    const choose = await screen.findByRole("button", { name: "Choisir le Cinéma L’Aurore comme cinéma favori" });
    expect((await member()).favoriteCinemas).toEqual([]);
    await userEvent.click(choose);
    await screen.findByText("Le Cinéma L’Aurore est votre cinéma favori.");
    expect((await member()).favoriteCinemas).toEqual([{ boxofficeCinemaId: "1042", subscribeToNewsletter: true }]);
    expect(Cookies.get(SELECTED_THEATER_COOKIE)).toBe("1042");
  });

  it("the newsletter switch is not a choice of theatre: selectedTheaterId stays as it was", async () => {
    await backend.logInMarie();
    renderAccount();
    const newsletter = await screen.findByRole("switch", { name: /lettre d’information/ });
    await userEvent.click(newsletter);
    await waitFor(() => expect(newsletter).not.toBeChecked());
    expect(Cookies.get(SELECTED_THEATER_COOKIE)).toBeUndefined();
    Cookies.set(SELECTED_THEATER_COOKIE, "2050", { path: "/" });
    await userEvent.click(newsletter);
    await waitFor(() => expect(newsletter).toBeChecked());
    expect(Cookies.get(SELECTED_THEATER_COOKIE)).toBe("2050");
  });

  it("removing the chosen theatre clears selectedTheaterId; removing another one keeps it", async () => {
    await backend.logInMarie();
    Cookies.set(SELECTED_THEATER_COOKIE, "1042", { path: "/" });
    renderAccount();
    await userEvent.click(await screen.findByRole("button", { name: "Retirer le Cinéma L’Aurore de mes cinémas" }));
    const choose = await screen.findByRole("button", { name: "Choisir le Cinéma L’Aurore comme cinéma favori" });
    expect(Cookies.get(SELECTED_THEATER_COOKIE)).toBeUndefined();
    await userEvent.click(choose);
    await screen.findByText("Le Cinéma L’Aurore est votre cinéma favori.");
    expect(Cookies.get(SELECTED_THEATER_COOKIE)).toBe("1042");
    Cookies.set(SELECTED_THEATER_COOKIE, "2050", { path: "/" });
    await userEvent.click(await screen.findByRole("button", { name: "Retirer le Cinéma L’Aurore de mes cinémas" }));
    await screen.findByRole("button", { name: "Choisir le Cinéma L’Aurore comme cinéma favori" });
    expect(Cookies.get(SELECTED_THEATER_COOKIE)).toBe("2050");
    await userEvent.click(await screen.findByRole("button", { name: "Choisir le Cinéma L’Aurore comme cinéma favori" }));
    await screen.findByText("Le Cinéma L’Aurore est votre cinéma favori.");
  });

  it("shows the message of a refused theatre call, and the generic text when loading fails", async () => {
    await backend.logInMarie();
    backend.override("RemoveFavoriteCinema", { peachCode: 3, statusCode: 404 });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { unmount } = renderAccount();
    await userEvent.click(await screen.findByRole("button", { name: /^Retirer le Cinéma L’Aurore/ }));
    expect(await screen.findByText("Une erreur est survenue. (Code : 3)")).toBeInTheDocument();
    expect(screen.getByText("Le Cinéma L’Aurore est votre cinéma favori.")).toBeInTheDocument();
    unmount();
    loyaltyQueryClient.clear();
    backend.override("GetFavoriteCinemas", { peachCode: 2, statusCode: 401 });
    renderAccount();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Une erreur est survenue lors de la récupération de vos cinémas favoris.",
    );
  });

  it("logs the member out, and leaves the area for the login page, which will say so and bring her back here", async () => {
    await backend.logInMarie();
    vi.mocked(navigate).mockClear();
    renderAccount();
    await userEvent.click(await screen.findByRole("button", { name: "Se déconnecter" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/connexion/?return=%2Fmon-compte%2F", { replace: true }));
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(backend.calls).toContain("Logout");
    expect(sessionStorage.getItem("cinema.loggedOut")).not.toBeNull();
    sessionStorage.clear();
  });
});
