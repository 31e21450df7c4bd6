import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { loyaltyQueryClient } from "../../core/query-client";
import { DEMO_EMAIL, setUpTestLoyalty } from "../../core/test-support/test-loyalty-backend";
import { ProfilePageContent } from "./profile-page-content";

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.restoreAllMocks();
});

interface SandboxMember {
  memberDetails: {
    firstName: string;
    lastName: string;
    phoneNumber: string;
    sendNewsletter: boolean;
    preferredCinemaId: string;
    address1: string;
    address2: string;
  };
  profile: Record<string, unknown>;
}
const marie = () => backend.sandboxGet<SandboxMember>(`/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`);
const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => userEvent.click(screen.getByRole("button", { name: "Enregistrer mes informations" }));

async function openProfile() {
  await backend.logInMarie();
  renderWithProviders(<ProfilePageContent />);
  await screen.findByRole("region", { name: "Modifier mes informations" }, { timeout: 5_000 });
}

describe("ProfileForm (real proxy and sandbox)", () => {
  it("starts from the member's details, the phone in its national form", async () => {
    await openProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Mon profil" })).toBeInTheDocument();
    expect(field(/^Prénom/)).toHaveValue("Marie");
    expect(field(/^Nom/)).toHaveValue("Dupont");
    expect(field(/^Pays du numéro/)).toHaveValue("FR");
    expect(field(/^Téléphone mobile/)).toHaveValue("06 12 34 56 70");
    expect(field(/^Ville/)).toHaveValue("Lyon");
    expect(field(/^Code postal/)).toHaveValue("69002");
    expect(field(/lettre d.information/)).toBeChecked();
    expect(field(/^Mon cinéma/)).toHaveValue("1042");
  });

  it("refuses a bad phone without calling the server, then saves a good one; the session's member follows", async () => {
    await openProfile();
    await userEvent.clear(field(/^Téléphone mobile/));
    await userEvent.type(field(/^Téléphone mobile/), "06 12");
    await userEvent.clear(field(/^Ville/));
    await userEvent.type(field(/^Ville/), "Villeurbanne <b>");
    await save();
    expect(field(/^Téléphone mobile/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/^Téléphone mobile/)).toHaveFocus();
    expect(backend.calls).not.toContain("Edit");
    expect(field(/^Ville/)).toHaveValue("Villeurbanne b");

    await userEvent.clear(field(/^Téléphone mobile/));
    await userEvent.type(field(/^Téléphone mobile/), "07 98 76 54 32");
    await userEvent.click(field(/par SMS/));
    await save();
    expect(await screen.findByRole("status")).toHaveTextContent("Vos informations ont été enregistrées.");
    const saved = await marie();
    expect(saved.memberDetails.phoneNumber).toBe("+33798765432");
    expect(saved.profile).toMatchObject({ city: "Villeurbanne b", wishToReceiveSMS: true });
  });

  it("keeps every typed value when the server refuses or cannot be reached", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await openProfile();
    await userEvent.clear(field(/^Prénom/));
    await userEvent.type(field(/^Prénom/), "Marie-Anne");
    await userEvent.type(field(/^Adresse$/), "3 place Bellecour");
    backend.override("Edit", { peachCode: 30, statusCode: 404 });
    await save();
    const refused = await screen.findByRole("alert");
    expect(refused).toHaveTextContent("Vos informations n’ont pas été enregistrées");
    expect(refused).toHaveTextContent("(Code : 30)");
    expect(field(/^Prénom/)).toHaveValue("Marie-Anne");
    expect(field(/^Adresse$/)).toHaveValue("3 place Bellecour");

    backend.reset();
    await backend.logInMarie();
    backend.failNetwork("Edit");
    await save();
    await vi.waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("momentanément indisponible"));
    expect(field(/^Prénom/)).toHaveValue("Marie-Anne");
    expect(field(/^Adresse$/)).toHaveValue("3 place Bellecour");
    expect((await marie()).memberDetails.firstName).toBe("Marie");
  });

  it("a bad phone says why and keeps the other values typed; once saved, the form shows what the server holds", async () => {
    await openProfile();
    await userEvent.clear(field(/^Prénom/));
    await userEvent.type(field(/^Prénom/), "Marie-Rose");
    await userEvent.clear(field(/^Ville/));
    await userEvent.type(field(/^Ville/), "Caluire");
    await userEvent.clear(field(/^Téléphone mobile/));
    await userEvent.type(field(/^Téléphone mobile/), "06 12");
    await save();
    expect(field(/^Téléphone mobile/)).toHaveAccessibleDescription(/Saisissez un numéro de téléphone valable/);
    expect(field(/^Prénom/)).toHaveValue("Marie-Rose");
    const before = (await marie()).memberDetails;
    expect(before.firstName).not.toBe("Marie-Rose");

    await userEvent.clear(field(/^Téléphone mobile/));
    await userEvent.type(field(/^Téléphone mobile/), "07 11 22 33 44");
    if (!(field(/par SMS/) as HTMLInputElement).checked) await userEvent.click(field(/par SMS/));
    await save();
    expect(await screen.findByRole("status", {}, { timeout: 5_000 })).toHaveTextContent("Vos informations ont été enregistrées.");
    const saved = await marie();
    expect(saved.memberDetails).toMatchObject({ firstName: "Marie-Rose", phoneNumber: "+33711223344" });
    expect(saved.profile).toMatchObject({ city: "Caluire", wishToReceiveSMS: true });

    // What the server now holds is what the page shows when opened again.
    cleanup();
    loyaltyQueryClient.clear();
    await openProfile();
    expect(field(/^Téléphone mobile/)).toHaveValue("07 11 22 33 44");
    expect(field(/^Prénom/)).toHaveValue("Marie-Rose");
    expect(field(/^Ville/)).toHaveValue("Caluire");
    expect(field(/par SMS/)).toBeChecked();
  }, 15_000);

  it("keeps N'Diaye's apostrophe and l'Église's as ’, and emoji: saved as shown, and no ' reaches the backend", async () => {
    await openProfile();
    await userEvent.clear(field(/^Prénom/));
    await userEvent.type(field(/^Prénom/), "Zoé 🎬");
    await userEvent.clear(field(/^Nom/));
    await userEvent.type(field(/^Nom/), "N'Diaye");
    await userEvent.type(field(/^Adresse$/), "3 rue de l'Église");
    expect(field(/^Nom/)).toHaveValue("N’Diaye");
    expect(field(/^Adresse$/)).toHaveValue("3 rue de l’Église");
    await save();
    expect(await screen.findByRole("status", {}, { timeout: 5_000 })).toHaveTextContent("Vos informations ont été enregistrées.");
    const sent = backend.upstream.find((request) => request.path === "/Member/v3/Edit")?.body as Record<string, unknown>;
    const texts = Object.values(sent).filter((value) => typeof value === "string");
    expect(texts).toContain("N’Diaye");
    expect(texts.join("\n")).not.toMatch(/[<>'"&;]/);
    expect((await marie()).memberDetails).toMatchObject({
      firstName: "Zoé 🎬",
      lastName: "N’Diaye",
      address1: "3 rue de l’Église",
    });

    cleanup();
    loyaltyQueryClient.clear();
    await openProfile();
    expect(field(/^Prénom/)).toHaveValue("Zoé 🎬");
    expect(field(/^Nom/)).toHaveValue("N’Diaye");
  }, 15_000);

  it("a pasted 2,700-character « Complément d'adresse » stays whole, is marked too long, and is not sent", async () => {
    await openProfile();
    await userEvent.click(field(/^Complément d.adresse/));
    await userEvent.paste("Bâtiment B, ".repeat(225));
    expect(field(/^Complément d.adresse/)).toHaveValue("Bâtiment B, ".repeat(225));
    expect(field(/^Complément d.adresse/)).toHaveAccessibleDescription(/256 caractères au plus.*2\u202F700/);
    await save();
    expect(field(/^Complément d.adresse/)).toHaveFocus();
    expect(field(/^Complément d.adresse/)).toHaveAttribute("aria-invalid", "true");
    expect(backend.calls).not.toContain("Edit");
  });

  it("a refusal the backend says is about a field is shown beside it, not as « Code : 1 », and the values stay", async () => {
    await openProfile();
    await userEvent.type(field(/^Complément d.adresse/), "Escalier C");
    backend.override("Edit", {
      peachCode: 1,
      statusCode: 400,
      clientErrorMessage: "Invalid address2: Too big: expected string to have <=8 characters",
    });
    await save();
    await vi.waitFor(() => expect(field(/^Complément d.adresse/)).toHaveFocus());
    expect(field(/^Complément d.adresse/)).toHaveAccessibleDescription(/Le service fidélité n’a pas accepté cette valeur/);
    expect(field(/^Complément d.adresse/)).toHaveValue("Escalier C");
    expect(screen.queryByText(/Code\s:\s1\)/)).toBeNull();
  });
});
