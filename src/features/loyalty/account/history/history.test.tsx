import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { LoyaltyIsland } from "../../core/loyalty-island";
import { setUpTestLoyalty } from "../../core/test-support/test-loyalty-backend";
import { OrderHistory } from "./order-history";
import { TransactionHistory } from "./transaction-history";

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.restoreAllMocks();
});

const flat = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("member histories (real proxy and sandbox)", () => {
  it("shows Marie's points four at a time, newest first; « Afficher plus » adds the rest, then goes", async () => {
    await backend.logInMarie();
    renderWithProviders(
      <LoyaltyIsland>
        <TransactionHistory />
      </LoyaltyIsland>,
    );
    const section = screen.getByRole("region", { name: "Historique de mes points" });
    expect(await within(section).findAllByRole("listitem")).toHaveLength(4);
    expect(flat(within(section).getAllByRole("listitem")[0]!.textContent)).toMatch(/^\+\d+ points · /);
    const texts = () =>
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    const firstFour = texts();
    await userEvent.click(within(section).getByRole("button", { name: "Afficher plus" }));
    await vi.waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(5));
    // The older one comes after the first four, which stay as they were; none twice.
    expect(texts().slice(0, 4)).toEqual(firstFour);
    expect(new Set(texts()).size).toBe(5);
    expect(within(section).queryByRole("button", { name: "Afficher plus" })).toBeNull();
    expect(backend.calls.filter((call) => call === "TransactionHistory")).toHaveLength(2);
  });

  it("shows Marie's orders with film, session, items and total in euros", async () => {
    await backend.logInMarie();
    renderWithProviders(
      <LoyaltyIsland>
        <OrderHistory eTicketWalletFor={() => null} />
      </LoyaltyIsland>,
    );
    const section = screen.getByRole("region", { name: "Mes commandes" });
    const orders = await within(section).findAllByRole("listitem");
    expect(orders).toHaveLength(4);
    // Her booking for next week, ordered last, comes first.
    expect(flat(orders[0]!.textContent)).toContain("Commande A1000004");
    const past = flat(orders[1]!.textContent);
    expect(past).toContain("2 × Plein tarif, 1 × Popcorn moyen");
    expect(past).toContain("Total : 28,30 €");
    expect(past).toContain("Commande A1000001");
    expect(past).toMatch(/ à \d\d h 30, Salle 1/);
  });

  it("says when a history cannot be loaded, and loads it again on request", async () => {
    await backend.logInMarie();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    backend.failNetwork("OrderHistory");
    renderWithProviders(
      <LoyaltyIsland>
        <OrderHistory eTicketWalletFor={() => null} />
      </LoyaltyIsland>,
    );
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent("Cet historique ne peut pas être affiché pour le moment.");
    backend.reset();
    await backend.logInMarie();
    await userEvent.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findAllByRole("listitem")).toHaveLength(4);
  }, 30_000);
});
