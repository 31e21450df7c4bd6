import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { GiftCardsPageContent } from "./gift-cards-page-content";

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
afterAll(async () => {
  scriptLoader.disconnect();
  await backend.setAnswerModes({ captcha: "off" });
});

describe("gift card balance with a captcha site key (sandbox with captcha required)", () => {
  it("each check carries a fresh 'gift_card_balance' token, checked by the backend", async () => {
    renderWithProviders(<GiftCardsPageContent />);
    const section = screen.getByRole("region", { name: "Consulter le solde d’une carte cadeau" });
    await userEvent.type(within(section).getByLabelText("Numéro de la carte cadeau"), "5012340000001234");
    const submit = within(section).getByRole("button", { name: "Consulter le solde" });
    await userEvent.click(submit);
    await vi.waitFor(() => expect(within(section).getByRole("status").textContent).toMatch(/45,00/));
    await userEvent.click(submit);
    await vi.waitFor(() => expect(execute).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(within(section).getByRole("status").textContent).toMatch(/45,00/));
    expect(execute.mock.calls.map(([key, { action }]) => `${key}:${action}`)).toEqual([
      "site-key:gift_card_balance",
      "site-key:gift_card_balance",
    ]);
    expect(within(section).queryByRole("alert")).toBeNull();
  });
});
