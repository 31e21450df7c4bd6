import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { ActivationForm } from "./activation-form";

const backend = setUpTestLoyalty();

describe("ActivationForm (real proxy and sandbox)", () => {
  it("an e-mail of no member: the backend's 29 is shown beside the e-mail, which gets the focus", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActivationForm initialEmail="personne@example.fr" />);
    await user.type(screen.getByLabelText(/^Téléphone/), "06 12 34 56 72");
    await user.click(screen.getByRole("button", { name: "M’envoyer le lien d’activation" }));
    const email = screen.getByLabelText(/^Adresse e-mail/);
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(/associée à aucun membre \(Code\s:\s29\)$/));
    // The focus moves in an effect after the message is drawn.
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText(/^Téléphone/)).not.toHaveAccessibleDescription(/Code/);
    expect(backend.calls).toEqual(["SendMemberActivationCode"]);
  });

  it("details that do not match the account (85): said next to the phone, which keeps its value; no mail leaves", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActivationForm initialEmail="lea.bernard@example.fr" />);
    const phone = screen.getByLabelText(/^Téléphone mobile indiqué/);
    await user.type(phone, "06 99 99 99 99");
    await user.click(screen.getByRole("button", { name: "M’envoyer le lien d’activation" }));
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription(/^Informations d’activation invalides \(Code\s:\s85\)$/), {
      timeout: 5_000,
    });
    expect(phone).toHaveAttribute("aria-invalid", "true");
    await vi.waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue("06 99 99 99 99");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    const { messages } = await backend.sandboxGet<{ messages: { kind: string }[] }>(
      "/sandbox/outbox?to=lea.bernard%40example.fr",
    );
    expect(messages.filter((mail) => mail.kind === "activation-code")).toEqual([]);
  });
});
