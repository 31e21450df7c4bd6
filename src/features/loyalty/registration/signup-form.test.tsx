import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { LoyaltySettings } from "../core/settings/resolve-loyalty-settings";
import { renderWithProviders } from "../../../test/render";
import { LoyaltyIsland } from "../core/loyalty-island";
import { DEMO_EMAIL, setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { SignupForm } from "./signup-form";

// A site that asks for the loyalty card at sign-up (content/site.json does not).
vi.mock("../core/settings/loyalty-settings", async (importOriginal) => {
  const { loyaltySettings } = await importOriginal<{ loyaltySettings: LoyaltySettings }>();
  return { loyaltySettings: { ...loyaltySettings, includeActivationCardNumber: true } };
});

const backend = setUpTestLoyalty();

// A whole form typed and a member call: more than the default 5 s on a busy machine.
describe("SignupForm with the card number asked", { timeout: 15_000 }, () => {
  it("a card already active (1020) is said next to the card field, focused; everything typed stays", async () => {
    const marie = await backend.sandboxGet<{ cards: { cardNumber: string }[] }>(
      `/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`,
    );
    const usedCard = marie.cards[0]!.cardNumber;
    renderWithProviders(
      <LoyaltyIsland>
        <SignupForm returnParam={null} initialEmail={null} />
      </LoyaltyIsland>,
    );
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), "carte.prise@example.fr");
    await userEvent.type(screen.getByLabelText(/^Mot de passe \(obligatoire\)$/), "Bienvenue-2026!");
    await userEvent.type(screen.getByLabelText(/^Prénom/), "Anne");
    await userEvent.type(screen.getByLabelText(/^Nom \(/), "Roux");
    await userEvent.type(screen.getByLabelText(/^Téléphone mobile/), "06 11 22 33 44");
    const card = screen.getByLabelText(/^Numéro de carte de fidélité/);
    await userEvent.type(card, usedCard.toLowerCase());
    await userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));

    await waitFor(() => expect(card).toHaveAttribute("aria-invalid", "true"));
    expect(card).toHaveAccessibleDescription(/Cette carte est déjà active \(Code\s:\s1020\)$/);
    // The focus moves once the refusal is shown (after the render that marks the field).
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveValue(usedCard.toLowerCase());
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue("Anne");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(backend.calls).toEqual(["Create"]);
  });
});
