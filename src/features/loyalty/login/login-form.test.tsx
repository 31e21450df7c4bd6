import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { DEMO_EMAIL, setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { LoginForm } from "./login-form";
import { LoyaltyIsland } from "../core/loyalty-island";

vi.mock("gatsby", () => import("../core/test-support/gatsby-mock"));

const backend = setUpTestLoyalty();

const renderForm = () =>
  renderWithProviders(
    <LoyaltyIsland>
      <LoginForm returnParam={null} />
    </LoyaltyIsland>,
  );

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
    expect(screen.getByRole("button", { name: "Se connecter" })).toHaveFocus();
  });

  it("marks both fields invalid and described by the refusal", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), DEMO_EMAIL);
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "Wrong-password-1!");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Mot de passe incorrect (Code : 58)"));
    for (const field of [screen.getByLabelText(/^Adresse e-mail/), screen.getByLabelText(/^Mot de passe/)]) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription("Mot de passe incorrect (Code : 58)");
    }
  });

  it("moves the focus to the first field in error", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), "x");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveFocus());
    expect(screen.getByLabelText(/^Mot de passe/)).not.toHaveAttribute("aria-invalid");
  });
});
