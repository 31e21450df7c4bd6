import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { OrderHistory } from "../features/loyalty/account/history/order-history";
import { LoyaltyIsland } from "../features/loyalty/core/loyalty-island";
import { setUpTestLoyalty } from "../features/loyalty/core/test-support/test-loyalty-backend";
import { walletNavigation } from "../features/loyalty/wallet/add-to-wallet-button";
import { ETicketWallet } from "../features/loyalty/wallet/e-ticket-wallet";
import { MemberCardWallet } from "../features/loyalty/wallet/member-card-wallet";
import AccountCardPage from "./account-card-page";

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.restoreAllMocks();
});

const followed = () => vi.spyOn(walletNavigation, "follow").mockImplementation(() => undefined);

/** Answers the wallet routes with `text` (as a hostile or broken backend would), the rest through the real proxy. */
function answerWalletWith(text: string) {
  const proxied = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) =>
      typeof init?.body === "string" && init.body.includes("/GooglePayForPasses/")
        ? new Response(text, { headers: { "content-type": "text/plain; charset=utf-8" } })
        : proxied(input, init),
    ),
  );
  return () => vi.stubGlobal("fetch", proxied);
}

async function openCardPage() {
  await backend.logInMarie();
  renderWithProviders(<AccountCardPage />);
  return screen.findByRole("button", { name: "Ajouter à Google Wallet (votre carte de membre)" });
}

describe("Google Wallet passes (real proxy and sandbox)", () => {
  it("« Ma carte »: the member card's save link is followed, on pay.google.com", async () => {
    const follow = followed();
    await userEvent.click(await openCardPage());
    await vi.waitFor(() => expect(follow).toHaveBeenCalledTimes(1));
    const link = new URL(follow.mock.calls[0]![0]);
    expect(link.origin).toBe("https://pay.google.com");
    expect(link.pathname).toMatch(/^\/gp\/v\/save\/[\w-]+\.[\w-]+\.$/);
    const claims = JSON.parse(atob(link.pathname.split("/").pop()!.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
      payload: { loyaltyObjects: { barcode: { value: string } }[] };
    };
    expect(claims.payload.loyaltyObjects[0]?.barcode.value).toBe("7712000000000001");
  });

  it.each(["javascript:alert(document.cookie)", "http://pay.google.com/gp/v/save/x", "https://pay.google.com.evil.example/x"])(
    "a hostile answer (%s) is not followed; a French message says so",
    async (hostile) => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const follow = followed();
      const restore = answerWalletWith(hostile);
      try {
        const button = await openCardPage();
        await userEvent.click(button);
        const alert = await screen.findByRole("alert");
        expect(alert).toHaveTextContent(
          /^Le lien reçu pour Google Wallet n’est pas un lien Google Wallet\s: nous ne l’avons pas ouvert\. Réessayez plus tard\.$/,
        );
        expect(button.getAttribute("aria-describedby")).toBe(alert.id);
        expect(follow).not.toHaveBeenCalled();
      } finally {
        restore();
      }
    },
  );

  it("a network failure says the pass could not be prepared; nothing is followed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const follow = followed();
    backend.failNetwork("77");
    await userEvent.click(await openCardPage());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Votre pass n’a pas pu être préparé pour Google Wallet. Réessayez dans quelques minutes.",
    );
    expect(follow).not.toHaveBeenCalled();
  });

  it("a refusal relayed as raw text (a card that is not hers: peachCode 3) reads as the catalogue's fallback", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const follow = followed();
    await backend.logInMarie();
    renderWithProviders(
      <LoyaltyIsland>
        <MemberCardWallet cardNumber="AUR0000101" />
      </LoyaltyIsland>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Ajouter à Google Wallet (votre carte de membre)" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/\(Code\s:\s3\)$/);
    expect(follow).not.toHaveBeenCalled();
  });

  it("a double click asks for one link", async () => {
    const follow = followed();
    const button = await openCardPage();
    const release = backend.hold("77");
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: /^Préparation du pass…/ }));
    release();
    await vi.waitFor(() => expect(follow).toHaveBeenCalledTimes(1));
    expect(backend.calls.filter((call) => call === "77")).toHaveLength(1);
  });

  it("history: only the order whose showtime is still to come offers its e-ticket (GetETicket), followed on pay.google.com", async () => {
    const follow = followed();
    await backend.logInMarie();
    renderWithProviders(
      <LoyaltyIsland>
        <OrderHistory eTicketWalletFor={(orderId) => <ETicketWallet orderId={orderId} />} />
      </LoyaltyIsland>,
    );
    const section = screen.getByRole("region", { name: "Mes commandes" });
    const orders = await within(section).findAllByRole("listitem");
    expect(orders).toHaveLength(4);
    const offering = orders.filter((order) => within(order).queryByRole("button", { name: /^Ajouter à Google Wallet/ }));
    // The booking for next week; the three past showtimes' tickets are used.
    expect(offering).toEqual([orders[0]]);
    expect(within(section).getAllByRole("button", { name: /^Ajouter à Google Wallet/ })).toHaveLength(1);
    await userEvent.click(
      within(section).getByRole("button", { name: "Ajouter à Google Wallet (e-billet de la commande n° A1000004)" }),
    );
    await vi.waitFor(() => expect(follow).toHaveBeenCalledTimes(1));
    expect(follow.mock.calls[0]![0]).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    expect(backend.calls).toContain("A1000004");
  });
});
