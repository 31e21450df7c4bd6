import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { SESSION_COOKIE } from "../core/session/session-presence";
import { DEMO_EMAIL, EXPIRED_EMAIL, setUpTestLoyalty, TEST_FILMS } from "../core/test-support/test-loyalty-backend";
import { serveFilmIndex } from "../../../components/film-index/test-support/serve-film-index";
import { LoginForm } from "./login-form";
import { LoginPageContent } from "./login-page-content";
import { LoyaltyIsland } from "../core/loyalty-island";

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.mocked(navigate).mockClear();
  vi.restoreAllMocks();
});

const renderForm = (returnParam: string | null = null) =>
  renderWithProviders(
    <LoyaltyIsland>
      <LoginForm returnParam={returnParam} />
    </LoyaltyIsland>,
  );

/** Marie has not kept this film, and this browser has no session: a visitor. */
async function asVisitorWithout(filmId: string) {
  await backend.logInMarie();
  await backend.setFavoriteFilm(filmId, false);
  Cookies.remove(SESSION_COOKIE, { path: "/" });
}

/** A member call through the proxy and the sandbox: more than a second on a busy machine. */
const SERVER = { timeout: 5_000 };

/** Types the credentials (the demo password by default) and sends the form. */
async function submit(email: string, password = "Cinema-2026!") {
  await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), password);
  await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
}

/** What the page wrote to `document.cookie` for the session cookie, attributes included. */
function sessionCookieWrites() {
  const writes: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  vi.spyOn(document, "cookie", "set").mockImplementation(function (this: Document, value: string) {
    if (value.startsWith(`${SESSION_COOKIE}=`)) writes.push(value);
    cookie.set!.call(this, value);
  });
  return writes;
}

describe("LoginForm (accessibility while sending and on a refusal)", () => {
  it("offers the e-mail as the login identifier: a text input with autocomplete username and the e-mail keyboard", () => {
    renderForm();
    const email = screen.getByLabelText(/^Adresse e-mail/);
    // WHATWG autofill: "username" belongs to text controls, not type="email" (HTML_CodeSniffer, WCAG 1.3.5).
    expect(email).toHaveAttribute("type", "text");
    expect(email).toHaveAttribute("autocomplete", "username");
    expect(email).toHaveAttribute("inputmode", "email");
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute("autocomplete", "current-password");
  });

  it("keeps the focus on the button while sending: aria-disabled and busy, not disabled, and sends once", async () => {
    renderForm();
    const release = backend.hold("Login");
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), DEMO_EMAIL);
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "Wrong-password-1!");
    const button = screen.getByRole("button", { name: "Se connecter" });
    await userEvent.click(button);
    const busy = await screen.findByRole("button", { name: "Connexion…" });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await userEvent.click(busy);
    await userEvent.keyboard("{Enter}");
    release();
    await screen.findByRole("alert");
    expect(backend.calls.filter((call) => call === "Login")).toHaveLength(1);
    // The refusal names the password: the focus goes there once the button is free again.
    await waitFor(() => expect(screen.getByLabelText(/^Mot de passe/)).toHaveFocus());
    expect(screen.getByRole("button", { name: "Se connecter" })).not.toHaveAttribute("aria-disabled", "true");
  });

  it("a wrong password (58) marks the password only, described by the refusal, and takes the focus there", async () => {
    renderForm();
    await submit(DEMO_EMAIL, "Wrong-password-1!");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Mot de passe incorrect (Code : 58)"));
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(/^Mot de passe incorrect \(Code\s:\s58\)$/);
    await waitFor(() => expect(password).toHaveFocus());
    const email = screen.getByLabelText(/^Adresse e-mail/);
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).not.toHaveAccessibleDescription(/Code/);
  });

  it("an e-mail of no member (30) marks the e-mail only and takes the focus there", async () => {
    renderForm();
    await submit("personne@example.fr");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Membre introuvable (Code : 30)"), SERVER);
    const email = screen.getByLabelText(/^Adresse e-mail/);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(/^Membre introuvable \(Code\s:\s30\)$/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText(/^Mot de passe/)).not.toHaveAttribute("aria-invalid");
  });

  it("a refusal that names no field (1019) marks none and leaves the focus where it was", async () => {
    renderForm();
    await submit("hugo.petit@example.fr");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Votre compte est bloqué (Code : 1019)"), SERVER);
    for (const field of [screen.getByLabelText(/^Adresse e-mail/), screen.getByLabelText(/^Mot de passe/)])
      expect(field).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Se connecter" })).toHaveFocus();
  });

  it("moves the focus to the first field in error", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "x");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveFocus());
    expect(screen.getByLabelText(/^Mot de passe/)).not.toHaveAttribute("aria-invalid");
  });
});

describe("LoginForm: the backend's refusals (real proxy and sandbox)", { timeout: 15_000 }, () => {
  it.each([
    [DEMO_EMAIL, "Wrong-password-1!", "Mot de passe incorrect (Code : 58)"],
    ["hugo.petit@example.fr", undefined, "Votre compte est bloqué (Code : 1019)"],
    ["lea.bernard@example.fr", undefined, "Votre compte n’est pas activé (Code : 26)"],
    ["chloe.robert@example.fr", undefined, "Vous devez changer votre mot de passe (Code : 1015)"],
    ["personne@example.fr", undefined, "Membre introuvable (Code : 30)"],
  ])("%s gets the catalogue's message and no session", async (email, password, message) => {
    renderForm();
    await submit(email, password);
    expect(await screen.findByRole("alert", {}, SERVER)).toHaveTextContent(message);
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("26 offers a new activation link and 1015 the reset, each for the address typed", async () => {
    const { unmount } = renderForm();
    await submit("lea.bernard@example.fr");
    await screen.findByRole("alert", {}, SERVER);
    expect(screen.getByRole("link", { name: "Recevoir un nouveau lien d’activation" })).toHaveAttribute(
      "href",
      "/activation/?email=lea.bernard%40example.fr",
    );
    unmount();
    renderForm();
    await submit("chloe.robert@example.fr");
    await screen.findByRole("alert", {}, SERVER);
    expect(screen.getByRole("link", { name: "Choisir un nouveau mot de passe" })).toHaveAttribute(
      "href",
      "/mot-de-passe-oublie/?email=chloe.robert%40example.fr",
    );
  });

  it("says what is missing next to each field before calling the server", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription(/Saisissez une adresse e-mail/);
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription("Saisissez votre mot de passe.");
    expect(backend.calls).toEqual([]);
  });

  it("an expired member (46) is told so and stays logged out, with a cookie for this browser session only", async () => {
    const writes = sessionCookieWrites();
    renderForm();
    await submit(EXPIRED_EMAIL);
    expect(await screen.findByRole("alert", {}, SERVER)).toHaveTextContent("Votre compte a expiré (Code : 46)");
    expect(navigate).not.toHaveBeenCalled();
    expect(writes).toHaveLength(1);
    expect(writes[0]).not.toMatch(/;\s*expires=/i);
  });

  it("a member's session cookie is SameSite=Lax and lasts 30 days", async () => {
    const writes = sessionCookieWrites();
    renderForm();
    await submit(DEMO_EMAIL);
    await waitFor(() => expect(navigate).toHaveBeenCalled(), SERVER);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/;\s*samesite=lax/i);
    const expires = new Date(/;\s*expires=([^;]+)/i.exec(writes[0]!)![1]!).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it("the backend out of reach: said in French, the button works again and nobody is logged in", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    backend.upstreamDown();
    renderForm();
    await submit(DEMO_EMAIL);
    expect(await screen.findByRole("alert", {}, SERVER)).toHaveTextContent(
      "Le service fidélité est momentanément indisponible. Merci de réessayer dans quelques minutes.",
    );
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Se connecter" })).not.toHaveAttribute("aria-disabled", "true");
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
  });
});

describe("LoginForm: where the member goes once logged in (`return`)", { timeout: 15_000 }, () => {
  it.each([
    ["/cinema/?utm_source=lettre", "/cinema/?utm_source=lettre"],
    ["/startticketing/?theaterCode=1042&perfCode=424242", "/startticketing/?theaterCode=1042&perfCode=424242"],
    [null, "/mon-compte/"],
    // Issue 7: values whose resulting path is protocol-relative once normalised never leave the site.
    ["//evil.example/", "/mon-compte/"],
    ["/..//evil.example/", "/mon-compte/"],
    ["/.//evil.example/", "/mon-compte/"],
    ["/%2F%2Fevil.example/", "/mon-compte/"],
    ["/./\\/evil.example/", "/mon-compte/"],
  ])("return=%s → %s", async (returnParam, expected) => {
    renderForm(returnParam);
    await submit(DEMO_EMAIL);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1), SERVER);
    expect(navigate).toHaveBeenCalledWith(expected);
    expect(Cookies.get(SESSION_COOKIE)).toBeDefined();
  });

  it("return=/films/ (a page with a static part) → the listing, loaded from the server", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, origin: window.location.origin, assign });
    renderForm("/films/");
    await submit(DEMO_EMAIL);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/films/"), SERVER);
    expect(navigate).not.toHaveBeenCalled();
    expect(Cookies.get(SESSION_COOKIE)).toBeDefined();
  });
});

describe("the login page from « Ajouter à mes films » (`addFilm`)", { timeout: 15_000 }, () => {
  const favoritesInSandbox = async () =>
    (
      await backend.sandboxGet<{ favoriteFilmIds: number[] }>(`/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`)
    ).favoriteFilmIds.map(String);
  const openLogin = (addFilm: string) => {
    serveFilmIndex([{ id: TEST_FILMS.released, slug: "troisieme-film", title: "Troisième film" }]);
    renderWithProviders(
      <LoginPageContent search={`?return=%2Ffilms%2F${TEST_FILMS.released}-troisieme-film%2F&addFilm=${addFilm}`} />,
    );
  };

  it("names the film, adds it once she is logged in, then takes her back to its page", async () => {
    await asVisitorWithout(TEST_FILMS.released);
    openLogin(TEST_FILMS.released);
    expect(await screen.findByText("Connectez-vous pour ajouter « Troisième film » à vos films.")).toBeInTheDocument();
    await submit(DEMO_EMAIL);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/films/${TEST_FILMS.released}-troisieme-film/`), SERVER);
    expect(await favoritesInSandbox()).toContain(TEST_FILMS.released);
    expect(backend.calls.indexOf("AddFavoriteFilm")).toBeGreaterThan(backend.calls.indexOf("Login"));
  });

  it.each([
    ["a film that is not the site's", "9876543"],
    ["a value that is no film id", "3456789%2F..%2F1"],
    ["a list of ids", `${TEST_FILMS.released},${TEST_FILMS.favoriteB}`],
  ])("refuses %s: nothing named, nothing added, she goes back all the same", async (_, addFilm) => {
    await asVisitorWithout(TEST_FILMS.released);
    openLogin(addFilm);
    await screen.findByRole("button", { name: "Se connecter" });
    await submit(DEMO_EMAIL);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/films/${TEST_FILMS.released}-troisieme-film/`), SERVER);
    expect(screen.queryByText(/Connectez-vous pour ajouter/)).toBeNull();
    expect(backend.calls).not.toContain("AddFavoriteFilm");
    expect(await favoritesInSandbox()).not.toContain(TEST_FILMS.released);
  });
});
