import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { loyaltySettings } from "../../core/settings/loyalty-settings";
import { requestClose, stubModalDialogs } from "../../core/test-support/modal-dialogs";
import { DEMO_EMAIL, setUpTestLoyalty } from "../../core/test-support/test-loyalty-backend";
import { RewardsPageContent } from "./rewards-page-content";

vi.mock("gatsby", () => import("../../core/test-support/gatsby-mock"));

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
  const list = await screen.findByRole("region", { name: "Avantages à échanger" });
  await within(list).findByRole("heading", { name: "Popcorn moyen" });
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
    expect(flat(preview.textContent)).toContain("Encore 250 points");
    expect(backend.calls).toContain("RewardsListing");
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
  });

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
});
