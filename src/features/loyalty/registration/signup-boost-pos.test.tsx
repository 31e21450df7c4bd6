import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as SiteConfigModule from "../../../config/site-config";
import { renderWithProviders } from "../../../test/render";
import type { LoyaltySettings } from "../core/settings/resolve-loyalty-settings";
import { setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { SignupContent } from "./signup-content";

// A BOOST_POS site (content/site.json is CGR): its settings as the site resolves them (SPEC §4), the proxy and the
// sandbox as BOOST_POS. SPEC §5's password rules are checked in the form as the member types; the backend's 84 has
// BOOST_POS's own text (SPEC §8). The password rules' list itself is new-password-field.test.tsx's.
vi.mock("../core/settings/loyalty-settings", async (importOriginal) => {
  const { loyaltySettings } = await importOriginal<{ loyaltySettings: LoyaltySettings }>();
  const { siteConfig } = await vi.importActual<typeof SiteConfigModule>("../../../config/site-config");
  const { resolveLoyaltySettings } = await import("../core/settings/resolve-loyalty-settings");
  const loyalty = { ...siteConfig.loyalty, ticketingUrl: loyaltySettings.ticketingUrl, provider: "BOOST_POS" as const };
  return { loyaltySettings: resolveLoyaltySettings({ ...siteConfig, loyalty }) };
});

const backend = setUpTestLoyalty({ provider: "BOOST_POS" });
afterEach(() => {
  vi.mocked(navigate).mockClear();
});

/** Member calls through the proxy and the sandbox (sign-up makes several): more than a second on a busy machine. */
const SERVER = { timeout: 5_000 };

let counter = 0;
const newEmail = () => `boost.${Date.now()}.${++counter}@example.fr`;
/** Texts as read, French typography's narrow and no-break spaces as plain ones. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

const field = (label: RegExp) => screen.getByLabelText(label);
const PASSWORD = /^Mot de passe \(obligatoire\)$/;
const createAccount = () => userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));
/** The polite live region of the password's rules. */
const rulesHeard = () => plain(document.querySelector("#signup-password-rules [aria-live=polite]")?.textContent);

async function openSignupFilled(email: string) {
  renderWithProviders(<SignupContent search="" />);
  await screen.findByRole("button", { name: "Créer mon compte" });
  await userEvent.type(field(/^Adresse e-mail/), email);
  await userEvent.type(field(/^Prénom/), "Anne");
  await userEvent.type(field(/^Nom \(/), "Roux");
  await userEvent.type(field(/^Téléphone mobile/), "06 11 22 33 44");
}

const sandboxMember = (email: string) =>
  backend.sandboxGet<{ status?: string; memberDetails?: unknown }>(`/sandbox/members/${encodeURIComponent(email)}`);

describe("sign-up on a BOOST_POS site (real proxy and sandbox as BOOST_POS)", { timeout: 30_000 }, () => {
  it("the password is described by its rules, heard as typed; a weak one is refused next to it before any call; a strong one creates the account", async () => {
    const email = newEmail();
    await openSignupFilled(email);
    const password = field(PASSWORD);
    expect(password).toHaveAccessibleDescription(/^Votre mot de passe doit contenir\s:/);

    await userEvent.type(password, "cinema");
    expect(rulesHeard()).toBe(
      "Il manque encore : au moins 8 caractères, une lettre majuscule, un chiffre, un caractère spécial (par exemple ! ? - _ @).",
    );
    await createAccount();
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(/Votre mot de passe ne respecte pas toutes les règles indiquées\./);
    await waitFor(() => expect(password).toHaveFocus());
    expect(backend.calls, "a password the rules refuse is not sent").toEqual([]);

    await userEvent.type(password, "-Lumiere2026");
    expect(rulesHeard()).toBe("Votre mot de passe respecte toutes les règles.");
    await createAccount();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/mon-compte/"), SERVER);
    // BOOST_POS opens the registration first (docs/decisions.md), then the version-3 Create, once.
    expect(backend.calls.slice(0, 2)).toEqual(["StartRegistration", "Create"]);
    expect(backend.upstream.filter((request) => request.path === "/Member/v3/Create")).toHaveLength(1);
    expect((await sandboxMember(email)).status).toBe("active");
  });

  it("when the backend refuses the password anyway (84), BOOST_POS's text is shown next to the field; nothing typed is lost", async () => {
    // The site's rules and the backend's are the same (SPEC §5), so a password the form lets through is accepted:
    // the Create call is altered on its way to carry one the backend refuses, as a backend with stricter rules would.
    const throughBackend = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init: RequestInit = {}) => {
      const sent = JSON.parse(typeof init.body === "string" ? init.body : "{}") as {
        route?: string;
        body?: Record<string, unknown>;
      };
      if (sent.route !== "/Member/v3/Create") return throughBackend(input, init);
      return throughBackend(input, { ...init, body: JSON.stringify({ ...sent, body: { ...sent.body, password: "faible" } }) });
    });
    try {
      const email = newEmail();
      await openSignupFilled(email);
      const password = field(PASSWORD);
      await userEvent.type(password, "Bienvenue-2026!");
      await createAccount();
      await waitFor(
        () =>
          expect(password).toHaveAccessibleDescription(
            /Votre mot de passe n['’]est pas assez robuste\. Il doit contenir au moins 8 caractères, dont 1 minuscule, 1 majuscule, 1 chiffre et 1 caractère spécial\.\s\(Code\s:\s84\)/,
          ),
        SERVER,
      );
      expect(password).toHaveAttribute("aria-invalid", "true");
      await waitFor(() => expect(password).toHaveFocus());
      expect(password).toHaveValue("Bienvenue-2026!");
      expect(field(/^Prénom/)).toHaveValue("Anne");
      expect(field(/^Téléphone mobile/)).toHaveValue("06 11 22 33 44");
      expect(screen.queryByRole("alert")).toBeNull();
      // The refusal is the BOOST_POS backend's own, and nothing was created.
      expect(backend.upstream.find((request) => request.path === "/Member/v3/Create")?.body).toMatchObject({
        password: "faible",
      });
      expect(await sandboxMember(email)).not.toHaveProperty("memberDetails");
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      vi.stubGlobal("fetch", throughBackend);
    }
  });
});
