import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { LoyaltyIsland } from "../../core/loyalty-island";
import { loyaltyQueryClient } from "../../core/query-client";
import { loyaltySettings } from "../../core/settings/loyalty-settings";
import { requestClose, stubModalDialogs } from "../../core/test-support/modal-dialogs";
import { DEMO_EMAIL, setUpTestLoyalty } from "../../core/test-support/test-loyalty-backend";
import { TransactionHistory } from "../history/transaction-history";
import { RewardsPageContent } from "./rewards-page-content";

stubModalDialogs();

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.restoreAllMocks();
});

const flat = (text: string | null | undefined) =>
  text
    ?.replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const mariePoints = async () =>
  (
    await backend.sandboxGet<{ memberDetails: { balances: { type: string; amount: number }[] } }>(
      `/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}`,
    )
  ).memberDetails.balances.find((balance) => balance.type === "POINTS")?.amount;
const count = (route: string) => backend.calls.filter((call) => call === route).length;

async function openRewards() {
  await backend.logInMarie();
  renderWithProviders(<RewardsPageContent />);
  // The session's start delay, its refresh, then the listing: more than a second on a busy machine.
  const list = await screen.findByRole("region", { name: "Avantages à échanger" }, { timeout: 5_000 });
  await within(list).findByRole("heading", { name: "Popcorn moyen" }, { timeout: 5_000 });
  return list;
}
const balance = () => flat(screen.getByRole("region", { name: "Mon solde" }).textContent);
const rewardCard = (list: HTMLElement, name: string) => within(list).getByRole("article", { name });

describe("RewardsSection (real proxy and sandbox, version 3)", () => {
  it("shows the balance and every reward with its cost; one she cannot afford has no button", async () => {
    const list = await openRewards();
    expect(balance()).toContain("1 250 points");
    const popcorn = rewardCard(list, "Popcorn moyen");
    expect(flat(popcorn.textContent)).toContain("250 points");
    expect(within(popcorn).getByRole("button", { name: /^Échanger\s«\sPopcorn moyen\s»$/ })).toBeInTheDocument();
    const preview = rewardCard(list, "Invitation avant-première");
    expect(within(preview).queryByRole("button")).toBeNull();
    expect(flat(preview.textContent)).toContain("1 500 points");
    expect(flat(preview.textContent)).toContain("Encore 250 points");
    expect(backend.calls).toContain("RewardsListing");
    expect(
      within(screen.getByRole("navigation", { name: "Mon espace fidélité" })).getByRole("link", { name: "Mes avantages" }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("cancelling sends nothing and gives the focus back to the reward's button", async () => {
    const list = await openRewards();
    const button = within(list).getByRole("button", { name: /^Échanger\s«\sBoisson fraîche\s»$/ });
    await userEvent.click(button);
    const dialog = screen.getByRole("dialog", { name: /^Échanger\s«\sBoisson fraîche\s»\s\?$/ });
    expect(flat(dialog.textContent)).toContain("Cet avantage coûte 150 points. Il vous restera 1 100 points.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(button).toHaveFocus();
    expect(count("OrderLoyaltyItem")).toBe(0);
  });

  it("Escape then at once Enter on the reward's button opens the dialog again (the browser's late close event is not taken for a new close)", async () => {
    const list = await openRewards();
    const button = within(list).getByRole("button", { name: /^Échanger\s«\sBoisson fraîche\s»$/ });
    await userEvent.click(button);
    const first = screen.getByRole<HTMLDialogElement>("dialog");
    act(() => requestClose(first));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
    // Before the browser's `close` event for the first dialog (a task later, see stubModalDialogs).
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const again = screen.getByRole("dialog", { name: /^Échanger\s«\sBoisson fraîche\s»\s\?$/ });
    expect(again).toHaveAttribute("open");
    expect(count("OrderLoyaltyItem")).toBe(0);
  });

  it("a balance too low (4), an expired membership (46) and an unknown code are told from the catalogue", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const list = await openRewards();
    const open = async () => {
      await userEvent.click(within(list).getByRole("button", { name: /^Échanger\s«\sPopcorn moyen\s»$/ }));
      const dialog = screen.getByRole("dialog");
      await userEvent.click(within(dialog).getByRole("button", { name: "Échanger 250 points" }));
      return flat((await within(dialog).findByRole("alert")).textContent);
    };
    backend.override("OrderLoyaltyItem", { peachCode: 4, statusCode: 409 });
    expect(await open()).toBe("Votre solde est insuffisant pour cet avantage (Code : 4)");
    await userEvent.click(screen.getByRole("button", { name: "Annuler" }));
    backend.override(loyaltySettings.circuitId!, { peachCode: 46, statusCode: 403 });
    expect(await open()).toBe("Votre compte a expiré (Code : 46)");
    await userEvent.click(screen.getByRole("button", { name: "Annuler" }));
    backend.reset();
    await backend.logInMarie();
    backend.override("ConfirmItemRedemption", { peachCode: 999, statusCode: 500 });
    expect(await open()).toBe("Une erreur est survenue. (Code : 999)");
    expect(await mariePoints()).toBe(1250);
  });

  it("redeems once though the confirm button is clicked twice: the voucher is shown, the points go down once", async () => {
    const list = await openRewards();
    await userEvent.click(within(list).getByRole("button", { name: /^Échanger\s«\sPopcorn moyen\s»$/ }));
    const dialog = screen.getByRole("dialog");
    const release = backend.hold("ConfirmItemRedemption");
    const confirm = within(dialog).getByRole("button", { name: "Échanger 250 points" });
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(count("ConfirmItemRedemption")).toBe(1));
    release();
    const done = await within(list).findByText(/^C’est fait !/);
    expect(flat(done.textContent)).toMatch(
      /^C’est fait ! « Popcorn moyen » est à vous\. Votre code à présenter à la caisse : V\w+\.$/,
    );
    expect(done.closest("[role=status]")).not.toBeNull();
    expect(done).toHaveFocus();
    expect(screen.queryByRole("dialog")).toBeNull();
    await vi.waitFor(() => expect(balance()).toContain("1 000 points"));
    expect(await mariePoints()).toBe(1000);
    expect([count("GetValidatedMember"), count("OrderLoyaltyItem"), count("ConfirmItemRedemption")]).toEqual([0, 1, 1]);
    expect(count(loyaltySettings.circuitId!)).toBe(1);
    const voucherCode = /:\s(V\w+)\.$/.exec(flat(done.textContent)!)![1]!;

    // Reloaded: the code is still hers to find, on « Mes avantages » and in her points history.
    cleanup();
    loyaltyQueryClient.clear();
    await openRewards();
    const codes = await screen.findByRole("region", { name: "Mes codes à présenter à la caisse" }, { timeout: 5_000 });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => flat(item.textContent)),
    ).toEqual([expect.stringMatching(new RegExp(`^${voucherCode} · Popcorn moyen × 1, échangé le `))]);
    cleanup();
    renderWithProviders(
      <LoyaltyIsland>
        <TransactionHistory />
      </LoyaltyIsland>,
    );
    const history = screen.getByRole("region", { name: "Historique de mes points" });
    const [latest] = await within(history).findAllByRole("listitem", {}, { timeout: 5_000 });
    expect(flat(latest!.textContent)).toMatch(
      new RegExp(`^−250 points · Popcorn moyen × 1.*Code à présenter à la caisse : ${voucherCode}$`),
    );
  }, 20_000);

  it("a confirmation lost on the network is confirmed again on the next try, never ordered twice", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const before = await mariePoints();
    const list = await openRewards();
    await userEvent.click(within(list).getByRole("button", { name: /^Échanger\s«\sBoisson fraîche\s»$/ }));
    const dialog = screen.getByRole("dialog");
    backend.failNetwork("ConfirmItemRedemption");
    await userEvent.click(within(dialog).getByRole("button", { name: "Échanger 150 points" }));
    expect(flat((await within(dialog).findByRole("alert")).textContent)).toContain("momentanément indisponible");
    backend.reset();
    await backend.logInMarie();
    await userEvent.click(within(dialog).getByRole("button", { name: "Échanger 150 points" }));
    await within(list).findByText(/« Boisson fraîche » est à vous/);
    expect(count("OrderLoyaltyItem")).toBe(0);
    expect(count("ConfirmItemRedemption")).toBe(1);
    expect(await mariePoints()).toBe(before! - 150);
  });

  it("a listing that cannot be reached says so, with « Réessayer », and the member stays logged in", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await backend.logInMarie();
    backend.failNetwork("RewardsListing");
    renderWithProviders(<RewardsPageContent />);
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(flat(alert.textContent)).toContain("Vos avantages ne peuvent pas être affichés pour le moment.");
    expect(within(alert).getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Se connecter" })).toBeNull();
  }, 20_000);

  it("a member with no points can exchange nothing; with 700, « Place offerte » costs 600 once and shows in the history", async () => {
    const setPoints = (amount: number) =>
      backend.sandboxPost(`/sandbox/members/${encodeURIComponent(DEMO_EMAIL)}/balance`, { type: "POINTS", amount });
    await setPoints(0);
    try {
      let list = await openRewards();
      expect(flat(within(screen.getByRole("region", { name: "Mon solde" })).getByRole("definition").textContent)).toBe("0 point");
      expect(flat(rewardCard(list, "Boisson fraîche").textContent)).toContain("Encore 150 points");
      expect(screen.queryByRole("button", { name: /^Échanger/ })).toBeNull();

      cleanup();
      loyaltyQueryClient.clear();
      await setPoints(700);
      list = await openRewards();
      await vi.waitFor(() => expect(balance()).toContain("700 points"), { timeout: 5_000 });
      expect(within(rewardCard(list, "Invitation avant-première")).queryByRole("button")).toBeNull();
      const seat = rewardCard(list, "Place offerte");
      await userEvent.click(within(seat).getByRole("button", { name: /^Échanger\s«\sPlace offerte\s»$/ }));
      const dialog = screen.getByRole("dialog", { name: /^Échanger\s«\sPlace offerte\s»\s\?$/ });
      expect(flat(dialog.textContent)).toContain("Cet avantage coûte 600 points. Il vous restera 100 points.");
      await userEvent.click(within(dialog).getByRole("button", { name: "Échanger 600 points" }));
      const done = await within(list).findByText(/^C’est fait !/, {}, { timeout: 5_000 });
      expect(flat(done.textContent)).toMatch(/« Place offerte » est à vous\. Votre code à présenter à la caisse : V\w+\.$/);
      await vi.waitFor(() => expect(balance()).toContain("100 points"), { timeout: 5_000 });
      await vi.waitFor(() => expect(within(rewardCard(list, "Place offerte")).queryByRole("button")).toBeNull());
      expect(flat(rewardCard(list, "Place offerte").textContent)).toContain("Encore 500 points");
      expect([count("OrderLoyaltyItem"), count("ConfirmItemRedemption")]).toEqual([1, 1]);
      expect(await mariePoints()).toBe(100);

      cleanup();
      renderWithProviders(
        <LoyaltyIsland>
          <TransactionHistory />
        </LoyaltyIsland>,
      );
      const history = screen.getByRole("region", { name: "Historique de mes points" });
      await within(history).findAllByRole("listitem", {}, { timeout: 5_000 });
      const redeemed = within(history)
        .getAllByRole("listitem")
        .filter((item) => item.textContent?.includes("Place offerte"));
      expect(redeemed).toHaveLength(1);
      expect(flat(redeemed[0]!.textContent)).toContain("600 points");
    } finally {
      await setPoints(1250);
    }
  }, 15_000);
});
