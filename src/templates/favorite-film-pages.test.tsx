import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import Cookies from "js-cookie";
import type { PageProps } from "gatsby";
import { resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serveFilmIndex } from "../components/film-index/test-support/serve-film-index";
import { loadContent } from "../content/load-content";
import { programme } from "../features/films/programme/components/programme-fixture";
import { loyaltyQueryClient } from "../features/loyalty/core/query-client";
import { SESSION_COOKIE } from "../features/loyalty/core/session/session-presence";
import { DEMO_EMAIL, setUpTestLoyalty, TEST_FILMS } from "../features/loyalty/core/test-support/test-loyalty-backend";
import { packProgramme } from "../lib/programme/packed-programme";
import { renderWithProviders } from "../test/render";
import FilmListingPage, { type FilmListingContext } from "./film-listing-page";
import FilmPage, { type FilmPageContext } from "./film-page";
import LoginPage from "./login-page";

const backend = setUpTestLoyalty();

// Two films of the test sandbox's catalogue: one of Marie's favourites, one she has not added.
const [favorite, other] = programme(2);
const films = [
  { ...favorite!, id: TEST_FILMS.favoriteA, title: "Premier film" },
  { ...other!, id: TEST_FILMS.released, title: "Troisième film" },
];
const pageProps = {
  pageContext: { programme: packProgramme(films), laterWeeks: [], buildTime: "2026-11-25T07:00:00.000Z" },
  location: { pathname: "/films/", search: "" },
} as unknown as PageProps<object, FilmListingContext>;

/** The toggle once its code and the member's list are loaded (busy until then), on a busy machine. */
const LOAD_TIMEOUT = { timeout: 10_000 };
async function loadedToggle(name: RegExp) {
  const [button] = await screen.findAllByRole("button", { name }, LOAD_TIMEOUT);
  await waitFor(() => expect(button).toHaveAttribute("aria-busy", "false"), LOAD_TIMEOUT);
  return button!;
}

/** Marie has not kept this film, and this browser has no session: a visitor. */
async function asVisitorWithout(filmId: string) {
  await backend.logInMarie();
  await backend.setFavoriteFilm(filmId, false);
  Cookies.remove(SESSION_COOKIE, { path: "/" });
}

const favoritesInSandbox = async () =>
  (
    await backend.sandboxGet<{ favoriteFilmIds: number[] }>(`/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`)
  ).favoriteFilmIds.map(String);

/** Shown: neither it nor an ancestor is display: none (the `hidden` attribute alone hides nothing its CSS displays). */
const isShown = (element: Element | null): boolean =>
  element === null || (getComputedStyle(element).display !== "none" && isShown(element.parentElement));

/** The favourite controls a person sees for a film (link or button), whatever their label. */
const shownFavoriteControls = (title: string) =>
  [...document.querySelectorAll("a, button")].filter(
    (control) => control.getAttribute("aria-label")?.match(/mes films \((.+)\)$/i)?.[1] === title && isShown(control),
  );

/**
 * The listing's fixture is the build's programme of 25 November: the browser's clock is the build's (a day of it).
 * A session cookie removed on the real day by expiring it would be alive again on that earlier day: it goes for good.
 */
function atBuildTime() {
  vi.useFakeTimers({ now: new Date("2026-11-25T09:00:00.000Z"), toFake: ["Date"] });
  document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0`;
}
afterEach(() => {
  vi.useRealTimers();
});

describe("« Mes films » on the pages that show films (real proxy and sandbox)", () => {
  it("the listing: each card has the toggle, in the member's state, and nothing else (the visitors' link is gone)", async () => {
    atBuildTime();
    await backend.logInMarie();
    await backend.setFavoriteFilm(TEST_FILMS.favoriteA, true);
    await backend.setFavoriteFilm(TEST_FILMS.released, false);
    // At every change each card's place for the favourite is taken, by the build's link until the toggle is drawn:
    // the card does not move as the toggle's code comes.
    const emptyOrDoubled: string[] = [];
    const watch = new MutationObserver(() => {
      for (const title of ["Premier film", "Troisième film"]) {
        const controls = shownFavoriteControls(title);
        if (controls.length !== 1) emptyOrDoubled.push(`${title}: ${controls.length} controls in place`);
      }
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    renderWithProviders(<FilmListingPage {...pageProps} />);
    expect(await loadedToggle(/mes films \(Premier film\)$/)).toHaveAttribute("aria-pressed", "true");
    expect(await loadedToggle(/mes films \(Troisième film\)$/)).toHaveAttribute("aria-pressed", "false");
    watch.disconnect();
    for (const title of ["Premier film", "Troisième film"]) {
      const shown = shownFavoriteControls(title);
      expect(shown.map((control) => control.tagName)).toEqual(["BUTTON"]);
    }
    expect(new Set(emptyOrDoubled)).toEqual(new Set());
  }, 30_000);

  it("the listing for a visitor: one control per film, the link to log in", () => {
    atBuildTime();
    renderWithProviders(<FilmListingPage {...pageProps} />);
    for (const title of ["Premier film", "Troisième film"]) {
      const shown = shownFavoriteControls(title);
      expect(shown.map((control) => control.tagName)).toEqual(["A"]);
      expect(shown[0]).toHaveAccessibleName(`Ajouter à mes films (${title})`);
    }
  });

  it("a film page: the member adds the film, which stays added when the page is opened again, then removes it", async () => {
    const now = new Date();
    const [content] = loadContent(resolve(__dirname, "../../content"), now).films;
    const film = { ...content!, id: TEST_FILMS.released };
    const openFilmPage = () =>
      renderWithProviders(
        <FilmPage
          {...({
            pageContext: { film, buildTime: now.toISOString() },
            location: { pathname: `/films/${film.id}-${film.slug}/` },
          } as unknown as PageProps<object, FilmPageContext>)}
        />,
      );
    await backend.logInMarie();
    await backend.setFavoriteFilm(TEST_FILMS.released, false);
    const title = film.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    openFilmPage();
    const toggle = await loadedToggle(new RegExp(`mes films \\(${title}\\)$`));
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(toggle).toHaveAccessibleName(`Ajouter à mes films (${film.title})`);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"), LOAD_TIMEOUT);
    expect(toggle).toHaveAccessibleName(`Retirer de mes films (${film.title})`);
    expect(await favoritesInSandbox()).toContain(film.id);

    cleanup();
    loyaltyQueryClient.clear();
    openFilmPage();
    const again = await loadedToggle(new RegExp(`mes films \\(${title}\\)$`));
    expect(again).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(again);
    await waitFor(() => expect(again).toHaveAttribute("aria-pressed", "false"), LOAD_TIMEOUT);
    expect(await favoritesInSandbox()).not.toContain(film.id);
  }, 30_000);

  it("a visitor's « Ajouter à mes films »: logged in through the login page, the film is hers and its page says so", async () => {
    const now = new Date();
    const [content] = loadContent(resolve(__dirname, "../../content"), now).films;
    const film = { ...content!, id: TEST_FILMS.released };
    const filmPath = `/films/${film.id}-${film.slug}/`;
    const openFilmPage = () =>
      renderWithProviders(
        <FilmPage
          {...({ pageContext: { film, buildTime: now.toISOString() }, location: { pathname: filmPath } } as unknown as PageProps<
            object,
            FilmPageContext
          >)}
        />,
      );
    await asVisitorWithout(TEST_FILMS.released);
    serveFilmIndex([{ id: film.id, slug: film.slug, title: film.title }]);
    openFilmPage();
    const link = screen.getByRole("link", { name: `Ajouter à mes films (${film.title})` });
    const login = new URL(link.getAttribute("href")!, window.location.origin);
    cleanup();

    renderWithProviders(<LoginPage {...({ location: { search: login.search } } as unknown as PageProps)} />);
    await screen.findByText(`Connectez-vous pour ajouter « ${film.title} » à vos films.`, {}, LOAD_TIMEOUT);
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), DEMO_EMAIL);
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "Cinema-2026!");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(filmPath), LOAD_TIMEOUT);
    expect(await favoritesInSandbox()).toContain(film.id);
    cleanup();

    openFilmPage();
    const title = film.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const toggle = await loadedToggle(new RegExp(`mes films \\(${title}\\)$`));
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Ajouté à mes films");
    expect(toggle).toHaveAccessibleDescription("Ajouté à mes films");
    // Said once: the page opened again says nothing.
    cleanup();
    openFilmPage();
    await loadedToggle(new RegExp(`mes films \\(${title}\\)$`));
    expect(screen.getByRole("status")).toHaveTextContent("");
  }, 40_000);
});
