import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { LoyaltySettings } from "../core/settings/resolve-loyalty-settings";
import { LoginPageContent } from "./login-page-content";

// Texts of the site's loyalty settings, not of the message catalogue: other than content/site.json's, so that
// a text written in the code instead would fail.
const { TAB_BUTTON, TAB_TEXT } = vi.hoisted(() => ({
  TAB_BUTTON: "Rejoindre le club",
  TAB_TEXT: "Une place offerte toutes les dix séances.",
}));
vi.mock("../core/settings/loyalty-settings", async (importOriginal) => {
  const { loyaltySettings } = await importOriginal<{ loyaltySettings: LoyaltySettings }>();
  return { loyaltySettings: { ...loyaltySettings, guestSignupTabButton: TAB_BUTTON, guestSignupTabText: TAB_TEXT } };
});

describe("the login page", () => {
  it("invites a visitor to sign up with the settings' text and button (SPEC §3 guestSignupTabText, guestSignupTabButton), keeping the return path", () => {
    renderWithProviders(<LoginPageContent search="?return=%2Fmon-compte%2F" />);
    expect(screen.getByText(TAB_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: TAB_BUTTON })).toHaveAttribute("href", "/inscription/?return=%2Fmon-compte%2F");
  });
});
