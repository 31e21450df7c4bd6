import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type * as SiteVersion from "../core/api/member-api/site-version";
import { LoyaltyIsland } from "../core/loyalty-island";
import { setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { LoginForm } from "./login-form";

// A version-1 site: its backend has no SendMemberActivationCode (the route table gives it to version 3 only).
vi.mock("../core/api/member-api/site-version", async (importOriginal) => {
  const actual = await importOriginal<typeof SiteVersion>();
  return { ...actual, memberOffers: { ...actual.memberOffers, activationLink: false } };
});

setUpTestLoyalty();

describe("LoginForm where the backend cannot send a new activation link (version 1)", { timeout: 15_000 }, () => {
  it("26 says the account is not activated, without offering a new link", async () => {
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
