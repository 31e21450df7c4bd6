import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type * as SiteConfigModule from "../../../config/site-config";
import { renderWithProviders } from "../../../test/render";
import { requestResetCode, resetPassword } from "../core/api/member-api";
import type { LoyaltySettings } from "../core/settings/resolve-loyalty-settings";
import { setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { PasswordResetContent } from "./password-reset-content";

// A version-1 site (content/site.json is CGR, version 3): its backend validates a reset code (SPEC §4), so the page
// asks as it opens. The proxy and the sandbox as provider NONE.
vi.mock("../core/settings/loyalty-settings", async (importOriginal) => {
  const { loyaltySettings } = await importOriginal<{ loyaltySettings: LoyaltySettings }>();
  const { siteConfig } = await vi.importActual<typeof SiteConfigModule>("../../../config/site-config");
  const { resolveLoyaltySettings } = await import("../core/settings/resolve-loyalty-settings");
  const loyalty = { ...siteConfig.loyalty, ticketingUrl: loyaltySettings.ticketingUrl, provider: "NONE" as const };
  return { loyaltySettings: resolveLoyaltySettings({ ...siteConfig, loyalty }) };
});

const backend = setUpTestLoyalty({ provider: "NONE" });
const MEMBER = "marie.dupont@example.fr";
const SERVER = { timeout: 5_000 };

/** A reset link of Marie's as the mail gives it (the site's page, her code and address). */
async function mailedLink(): Promise<{ path: string; resetCode: string }> {
  expect((await requestResetCode(MEMBER, "http://localhost")).kind).toBe("ok");
  const { messages } = await backend.sandboxGet<{ messages: { kind: string; data: { link: string; resetCode: string } }[] }>(
    `/sandbox/outbox?to=${encodeURIComponent(MEMBER)}`,
  );
  const { link, resetCode } = messages.find((message) => message.kind === "reset-code")!.data;
  backend.reset();
  const url = new URL(link);
  return { path: `${url.pathname}${url.search}`, resetCode };
}

const openAt = (path: string) => {
  window.history.replaceState(null, "", path);
  return renderWithProviders(<PasswordResetContent />);
};

describe("the reset page of a version-1 site (real proxy and sandbox)", { timeout: 15_000 }, () => {
  it("a link already used says so as the page opens, with the way to a new link, and no form", async () => {
    const { path, resetCode } = await mailedLink();
    expect((await resetPassword({ resetCode, uid: null, token: null }, "Nouveau-2026!")).kind).toBe("ok");
    backend.reset();

    openAt(path);
    expect(await screen.findByRole("alert", {}, SERVER)).toHaveTextContent("Code de réinitialisation invalide (Code : 57)");
    expect(screen.getByText(/Ce lien a déjà servi ou n’est plus valable/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Recevoir un nouveau lien" })).toHaveAttribute(
      "href",
      `/mot-de-passe-oublie/?email=${encodeURIComponent(MEMBER)}`,
    );
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
    expect(backend.calls).toEqual(["ValidatePasswordResetCode"]);
  });

  it("a live link shows the form once validated; the password is then validated and posted (SPEC §4)", async () => {
    const { path } = await mailedLink();
    openAt(path);
    await userEvent.type(await screen.findByLabelText(/^Nouveau mot de passe/, {}, SERVER), "Nouveau-2026!");
    expect(backend.calls).toEqual(["ValidatePasswordResetCode"]);
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Votre mot de passe a été modifié."), SERVER);
    expect(backend.calls).toEqual(["ValidatePasswordResetCode", "ValidatePasswordResetCode", "ResetPassword"]);
  });
});
