import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { LoyaltyIsland } from "../core/loyalty-island";
import { LoginForm } from "../login/login-form";
import { ActivationContent } from "./activation-content";

// A version-1 site: its backend has no SendMemberActivationCode (the route table gives it to version 3 only).
vi.mock("../core/api/member-api/site-version", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../core/api/member-api/site-version")>();
  return { ...actual, memberOffers: { ...actual.memberOffers, activationLink: false } };
});

setUpTestLoyalty();

describe("activation where the backend cannot send a new link (version 1)", { timeout: 15_000 }, () => {
  it("the activation page says how the account is activated, with no form that would be refused", () => {
    renderWithProviders(<ActivationContent search="?email=lea.bernard%40example.fr" />);
    expect(screen.getByRole("heading", { level: 1, name: "Activer mon compte fidélité" })).toBeVisible();
    expect(screen.getByText(/s’active par le lien de l’e-mail reçu à votre inscription/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "M’envoyer le lien d’activation" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("26 at login says the account is not activated, without offering a new link", async () => {
    renderWithProviders(
      <LoyaltyIsland>
        <LoginForm returnParam={null} />
      </LoyaltyIsland>,
    );
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), "lea.bernard@example.fr");
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "Cinema-2026!");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByRole("alert", {}, { timeout: 5_000 })).toHaveTextContent(
      "Votre compte n’est pas activé (Code : 26)",
    );
    expect(screen.queryByRole("link", { name: "Recevoir un nouveau lien d’activation" })).toBeNull();
  });
});
