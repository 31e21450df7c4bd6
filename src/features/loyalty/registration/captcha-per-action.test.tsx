import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { LoyaltyIsland } from "../core/loyalty-island";
import { requestResetCode } from "../core/api/member-api";
import { requestUsernameReminder } from "../core/api/member-api";
import { SignupForm } from "./signup-form";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { DEMO_EMAIL, setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";

const execute = vi.fn(async (_key: string, { action }: { action: string }) => `${action}.${crypto.randomUUID()}`);
/** Google's script answered by a stand-in that follows its documented v3 API (ready, execute). */
const scriptLoader = new MutationObserver(() => {
  for (const script of document.head.querySelectorAll<HTMLScriptElement>("script[src^='https://www.google.com/recaptcha/']")) {
    if (script.dataset.loaded) continue;
    script.dataset.loaded = "yes";
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script.dispatchEvent(new Event("load"));
  }
});

const backend = setUpTestLoyalty();
beforeAll(async () => {
  // A site with a reCAPTCHA site key (content/site.json has none).
  vi.spyOn(loyaltySettings, "recaptchaSiteKey", "get").mockReturnValue("site-key");
  await backend.setAnswerModes({ captcha: "required" });
  scriptLoader.observe(document.head, { childList: true });
});
afterAll(() => {
  scriptLoader.disconnect();
});
afterEach(() => {
  execute.mockClear();
});

const actions = () => execute.mock.calls.map(([key, { action }]) => `${key}:${action}`);

describe("a captcha token per action, checked by the backend (sandbox with captcha required)", () => {
  it("sign-up: Create carries a fresh 'signup' token; the account is created", async () => {
    renderWithProviders(
      <LoyaltyIsland>
        <SignupForm returnParam={null} initialEmail={null} />
      </LoyaltyIsland>,
    );
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), "captcha.inscription@example.fr");
    await userEvent.type(screen.getByLabelText(/^Mot de passe \(obligatoire\)$/), "Bienvenue-2026!");
    await userEvent.type(screen.getByLabelText(/^Prénom/), "Anne");
    await userEvent.type(screen.getByLabelText(/^Nom \(/), "Roux");
    await userEvent.type(screen.getByLabelText(/^Téléphone mobile/), "06 11 22 33 44");
    await userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));
    await waitFor(() => expect(backend.calls).toContain("CompletePayment"));
    expect(actions()[0]).toBe("site-key:signup");
    const member = await backend.sandboxGet<{ status: string }>("/sandbox/members/captcha.inscription%40example.fr");
    expect(member.status).toBe("active");
  }, 30_000);

  it("the reset request and the username reminder each carry their own action's token", async () => {
    expect((await requestResetCode(DEMO_EMAIL, "http://localhost")).kind).toBe("ok");
    expect((await requestUsernameReminder(DEMO_EMAIL)).kind).toBe("ok");
    expect(actions()).toEqual(["site-key:reset_password", "site-key:username_reminder"]);
    const { messages } = await backend.sandboxGet<{ messages: { kind: string }[] }>(
      `/sandbox/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`,
    );
    expect(messages.map((mail) => mail.kind)).toEqual(["username-reminder", "reset-code"]);
  });

  it("a token for another action is refused by the backend (peachCode 1)", async () => {
    execute.mockImplementationOnce(async () => `signup.${crypto.randomUUID()}`);
    const outcome = await requestUsernameReminder(DEMO_EMAIL);
    expect(outcome).toMatchObject({ kind: "refused", peachCode: 1 });
  });
});
