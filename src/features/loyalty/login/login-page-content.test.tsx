import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { leaveMemberArea } from "../core/session/leave-member-area";
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

  it("says she is logged out when a logout brought her from the member area, once: opened again, it does not", async () => {
    leaveMemberArea("/mon-compte/carte/");
    const { unmount } = renderWithProviders(<LoginPageContent search="?return=%2Fmon-compte%2Fcarte%2F" />);
    const notice = await screen.findByText("Vous êtes déconnecté.");
    expect(notice.closest("[role=status]")).not.toBeNull();
    await waitFor(() => expect(notice).toHaveFocus());
    unmount();
    renderWithProviders(<LoginPageContent search="" />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText("Vous êtes déconnecté.")).toBeNull();
  });

  it("says nothing of the kind to a visitor who came to log in", () => {
    renderWithProviders(<LoginPageContent search="" />);
    expect(screen.queryByText("Vous êtes déconnecté.")).toBeNull();
  });
});
