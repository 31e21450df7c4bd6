import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { SESSION_COOKIE } from "../core/session/session-presence";
import { DEMO_EMAIL, setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { SignupContent } from "./signup-content";

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.mocked(navigate).mockClear();
  vi.restoreAllMocks();
});

/** Member calls through the proxy and the sandbox (sign-up makes several): more than a second on a busy machine. */
const SERVER = { timeout: 5_000 };

let counter = 0;
const newEmail = () => `inscription.${Date.now()}.${++counter}@example.fr`;

const field = (label: RegExp) => screen.getByLabelText(label);
const EMAIL = /^Adresse e-mail/;
const PASSWORD = /^Mot de passe \(obligatoire\)$/;
const FIRST_NAME = /^Prénom/;
const LAST_NAME = /^Nom \(/;
const PHONE = /^Téléphone mobile/;
const createAccount = () => userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));

/** The sign-up page as /inscription/ draws it, once mounted. */
async function openSignup(search = "") {
  renderWithProviders(<SignupContent search={search} />);
  await screen.findByRole("button", { name: "Créer mon compte" });
}

async function fill({
  email,
  password = "Bienvenue-2026!",
  phone = "06 11 22 33 44",
  firstName = "Anne",
  lastName = "Roux",
}: Record<string, string | undefined>) {
  await userEvent.type(field(EMAIL), email!);
  await userEvent.type(field(PASSWORD), password);
  await userEvent.type(field(FIRST_NAME), firstName);
  await userEvent.type(field(LAST_NAME), lastName);
  await userEvent.type(field(PHONE), phone);
}

const sandboxMember = (email: string) =>
  backend.sandboxGet<{ status: string; memberDetails: { phoneNumber: string; firstName: string; lastName: string } }>(
    `/sandbox/members/${encodeURIComponent(email)}`,
  );

// Each test types a whole form and waits on several member calls: more than the default 5 s on a busy machine.
describe("the sign-up page (real proxy and sandbox)", { timeout: 15_000 }, () => {
  it("starts without the newsletter, the phone's country France", async () => {
    await openSignup();
    expect(screen.getByRole("heading", { level: 1, name: "Créer mon compte fidélité" })).toBeInTheDocument();
    expect(field(/^Je souhaite recevoir la lettre d’information du cinéma par e-mail/)).not.toBeChecked();
    expect(field(/^Pays du numéro/)).toHaveValue("FR");
  });

  it("an e-mail already used (60): said next to the field, with a way to log in or reset; nothing typed is lost", async () => {
    await openSignup();
    await fill({ email: DEMO_EMAIL });
    await createAccount();
    const email = field(EMAIL);
    await waitFor(
      () => expect(email).toHaveAccessibleDescription(/^Cette adresse e-mail est déjà associée à un membre \(Code\s:\s60\)$/),
      SERVER,
    );
    expect(email).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole("link", { name: "Se connecter avec cette adresse" })).toHaveAttribute(
      "href",
      "/connexion/?email=marie.dupont%40example.fr",
    );
    expect(screen.getByRole("link", { name: /^Mot de passe oublié\s\?$/ })).toHaveAttribute(
      "href",
      "/mot-de-passe-oublie/?email=marie.dupont%40example.fr",
    );
    expect(field(FIRST_NAME)).toHaveValue("Anne");
    expect(field(PHONE)).toHaveValue("06 11 22 33 44");
  });

  it("a password the backend finds too weak (84) is refused next to the field, the rest is kept", async () => {
    await openSignup();
    await fill({ email: newEmail(), password: "faible" });
    await createAccount();
    const password = field(PASSWORD);
    await waitFor(
      () =>
        expect(password).toHaveAccessibleDescription(/Le mot de passe ne respecte pas les règles de complexité \(Code\s:\s84\)/),
      SERVER,
    );
    await waitFor(() => expect(password).toHaveFocus());
    expect(field(LAST_NAME)).toHaveValue("Roux");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a bad phone number is refused before any call; a Belgian one then goes through and logs the member in", async () => {
    const email = newEmail();
    await openSignup();
    await fill({ email, phone: "06 12" });
    await createAccount();
    const phone = field(PHONE);
    expect(phone).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(/Saisissez un numéro de téléphone valable dans le pays choisi/);
    expect(backend.calls).toEqual([]);

    await userEvent.selectOptions(field(/^Pays du numéro/), "BE");
    await userEvent.clear(phone);
    await userEvent.type(phone, "0470 12 34 56");
    await createAccount();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/mon-compte/"), SERVER);
    expect(Cookies.get(SESSION_COOKIE)).toBeDefined();
    expect(await sandboxMember(email)).toMatchObject({ status: "active", memberDetails: { phoneNumber: "+32470123456" } });
  });

  it("French messages next to each empty field, the focus on the first; by keyboard, the password shows and hides", async () => {
    const user = userEvent.setup();
    await openSignup();
    const email = field(EMAIL);
    await user.click(email);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(email).toHaveFocus());
    const expected: [RegExp, string][] = [
      [EMAIL, "Saisissez une adresse e-mail, par exemple nom@exemple.fr."],
      [PASSWORD, "Choisissez un mot de passe."],
      [FIRST_NAME, "Saisissez votre prénom."],
      [LAST_NAME, "Saisissez votre nom."],
      [PHONE, "Saisissez un numéro de téléphone valable dans le pays choisi"],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(backend.calls).toEqual([]);

    await user.keyboard("anne.roux@example.fr");
    await user.tab();
    const password = field(PASSWORD);
    expect(password).toHaveFocus();
    await user.keyboard("Bienvenue-2026!");
    expect(password).toHaveAttribute("type", "password");
    await user.tab();
    expect(screen.getByRole("button", { name: "Afficher le mot de passe" })).toHaveFocus();
    await user.keyboard(" ");
    expect(password).toHaveAttribute("type", "text");
    expect(password).toHaveValue("Bienvenue-2026!");
    expect(screen.getByRole("button", { name: "Masquer le mot de passe" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveValue("Bienvenue-2026!");
    await user.tab();
    expect(field(FIRST_NAME)).toHaveFocus();
  });

  it("an outage keeps everything typed and says so; the next try goes through", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const email = newEmail();
    await openSignup();
    await fill({ email });
    backend.failNetwork("StartRegistration", "Create");
    await createAccount();
    expect(await screen.findByRole("alert", {}, SERVER)).toHaveTextContent(
      "Le service fidélité est momentanément indisponible. Merci de réessayer dans quelques minutes.",
    );
    expect(field(EMAIL)).toHaveValue(email);
    expect(field(PASSWORD)).toHaveValue("Bienvenue-2026!");
    expect(field(PHONE)).toHaveValue("06 11 22 33 44");
    backend.reset();
    await createAccount();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/mon-compte/"), SERVER);
  });

  it("when the membership activation cannot run, the account waits for the mailed link; « Se connecter » keeps the address", async () => {
    const email = newEmail();
    await openSignup("?return=%2Ffilms%2F");
    await fill({ email });
    // GetMembershipList answers without a membership (its route's last segment is the cinema id).
    backend.override("1042", { peachCode: 0, statusCode: 200 });
    await createAccount();
    const done = await screen.findByRole("status", {}, SERVER);
    await waitFor(() =>
      expect(done).toHaveTextContent(
        `Votre compte est créé. Pour l’activer, ouvrez le lien que nous venons d’envoyer à ${email}`,
      ),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(backend.calls).not.toContain("CompletePayment");
    expect((await sandboxMember(email)).status).toBe("not_activated");
    const { messages } = await backend.sandboxGet<{ messages: { kind: string }[] }>(
      `/sandbox/outbox?to=${encodeURIComponent(email)}`,
    );
    expect(messages.map((mail) => mail.kind)).toEqual(["activation-code"]);
    expect(screen.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      `/connexion/?email=${encodeURIComponent(email)}&return=%2Ffilms%2F`,
    );
  });

  it("N'Diaye keeps her apostrophe (as ’) and Zoé her emoji: the account holds the names as the form showed them", async () => {
    const email = newEmail();
    await openSignup();
    await fill({ email, firstName: "Zoé 🎬", lastName: "N'Diaye" });
    expect(field(LAST_NAME)).toHaveValue("N’Diaye");
    await createAccount();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/mon-compte/"), SERVER);
    expect((await sandboxMember(email)).memberDetails).toMatchObject({ firstName: "Zoé 🎬", lastName: "N’Diaye" });
    const create = backend.upstream.find((request) => request.path === "/Member/v3/Create")?.body as Record<string, unknown>;
    expect(Object.entries(create).filter(([name, value]) => name !== "password" && /[<>'"&;]/.test(String(value)))).toEqual([]);
  });

  it("a name too long for the backend is said beside it before any call; a refusal naming a field is shown there", async () => {
    await openSignup();
    await fill({ email: newEmail() });
    await userEvent.click(field(FIRST_NAME));
    await userEvent.paste(" Marie".repeat(30));
    await createAccount();
    await waitFor(() => expect(field(FIRST_NAME)).toHaveFocus());
    expect(field(FIRST_NAME)).toHaveAccessibleDescription(/128 caractères au plus/);
    expect(backend.calls).toEqual([]);

    await userEvent.clear(field(FIRST_NAME));
    await userEvent.type(field(FIRST_NAME), "Anne");
    backend.override("Create", { peachCode: 1, statusCode: 400, clientErrorMessage: "Invalid lastName: Too big" });
    await createAccount();
    await waitFor(() => expect(field(LAST_NAME)).toHaveFocus(), SERVER);
    expect(field(LAST_NAME)).toHaveAccessibleDescription(/Le service fidélité n’a pas accepté cette valeur/);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
