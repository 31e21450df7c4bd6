import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { DEMO_EMAIL, setUpTestLoyalty } from "../../core/test-support/test-loyalty-backend";
import { CardPageContent } from "../card-page-content";

import { stubModalDialogs } from "../../core/test-support/modal-dialogs";

stubModalDialogs();

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.restoreAllMocks();
});

interface SandboxCards {
  cards: { cardNumber: string; status: string; cardType: string }[];
}
const marieCards = async () =>
  (await backend.sandboxGet<SandboxCards>(`/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`)).cards;
const flat = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");
/** A card's line in the list: « N° » and its number, which reads as one (its groups are set apart by style). */
const cardLine = (section: HTMLElement, cardNumber: string) =>
  within(section).queryByText((_, element) => element?.tagName === "STRONG" && element.textContent === `N° ${cardNumber}`);

async function openCards() {
  await backend.logInMarie();
  renderWithProviders(<CardPageContent walletFor={() => null} />);
  // The session's start delay, its refresh, then the cards: more than a second on a busy machine.
  const section = await screen.findByRole("region", { name: "Mes cartes" }, { timeout: 5_000 });
  await vi.waitFor(() => expect(cardLine(section, "7712000000000001")).not.toBeNull(), { timeout: 5_000 });
  return section;
}

describe("CardsSection (real proxy and sandbox)", () => {
  it("adds a card typed in lower case (sent upper-cased); the same card again is 1020", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const section = await openCards();
    const field = within(section).getByLabelText(/^Numéro imprimé sur la carte/);
    await userEvent.type(field, "aur0000101");
    await userEvent.click(within(section).getByRole("button", { name: "Ajouter la carte" }));
    expect(flat((await within(section).findByRole("status")).textContent)).toBe(
      "La carte n° AUR0 0001 01 a été ajoutée à votre compte.",
    );
    expect(cardLine(section, "AUR0000101")).not.toBeNull();
    expect((await marieCards()).map((card) => card.cardNumber)).toContain("AUR0000101");

    await userEvent.type(field, "aur0000101");
    await userEvent.click(within(section).getByRole("button", { name: "Ajouter la carte" }));
    await vi.waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(flat(section.textContent)).toContain("(Code : 1020)");
    expect(field).toHaveValue("aur0000101");
  });

  it("removes a card and reports the main one lost, each after a confirmation; the code shows the new card", async () => {
    const section = await openCards();
    await userEvent.type(within(section).getByLabelText(/^Numéro imprimé sur la carte/), "AUR0000102");
    await userEvent.click(within(section).getByRole("button", { name: "Ajouter la carte" }));
    const remove = await within(section).findByRole("button", { name: /^Retirer la carte n°\sAUR0\s0001\s02$/ });
    await userEvent.click(remove);
    let dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(remove).toHaveFocus();
    expect(backend.calls).not.toContain("DeleteCard");
    await userEvent.click(remove);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Retirer la carte" }));
    await vi.waitFor(() => expect(cardLine(section, "AUR0000102")).toBeNull());

    await userEvent.click(within(section).getByRole("button", { name: "Déclarer ma carte perdue" }));
    dialog = screen.getByRole("dialog", { name: /^Déclarer perdue la carte n°\s7712\s0000\s0000\s0001\s\?$/ });
    expect(dialog.textContent).toContain("La carte sera bloquée aussitôt");
    await userEvent.click(within(dialog).getByRole("button", { name: "La bloquer et recevoir une nouvelle carte" }));
    await within(section).findByText(/déclarée perdue/);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(section).getByRole("status")).toHaveTextContent("Votre carte a été bloquée.");
    const cards = await marieCards();
    const replacement = cards.find((card) => card.status === "ACTIVE" && card.cardNumber !== "7712000000000001");
    expect(cards.find((card) => card.cardNumber === "7712000000000001")?.status).toBe("LOST");
    expect(replacement).toMatchObject({ cardType: "DEMATERIALIZED" });
    expect(await screen.findByRole("img", { name: `Code QR de votre carte n° ${replacement!.cardNumber}` })).toBeInTheDocument();
    expect(backend.calls.filter((call) => call === "ReportLostCard")).toHaveLength(1);
  });
});
