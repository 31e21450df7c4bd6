import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstOfMonth } from "../../../lib/french-typography";
import { renderWithProviders } from "../../../test/render";
import { loyaltyQueryClient } from "../core/query-client";
import { setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { GiftCardsPageContent } from "./gift-cards-page-content";

// The sandbox's demo cards (sandbox/src/seed-catalogue.ts): 45 € valid two years, and a cancelled one.
const VALID_CARD = "5012 3400 0000 1234";
const CANCELLED_CARD = "5012340000009999";

const backend = setUpTestLoyalty();
afterEach(() => {
  vi.restoreAllMocks();
});

const flat = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

function openPage() {
  renderWithProviders(<GiftCardsPageContent />);
  const section = screen.getByRole("region", { name: "Consulter le solde d’une carte cadeau" });
  return {
    section,
    number: within(section).getByLabelText("Numéro de la carte cadeau"),
    pin: within(section).getByLabelText("Code PIN (si votre carte en a un)"),
    submit: () => userEvent.click(within(section).getByRole("button", { name: "Consulter le solde" })),
  };
}

/** The last day of validity as the cinema (Paris) reads it, the first of a month written « 1er » (french-typography.ts). */
const parisDay = (iso: string) =>
  firstOfMonth(
    new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" }).format(
      new Date(iso),
    ),
  );

describe("gift card balance (real proxy and sandbox)", () => {
  it("shows the balance in euros and the last valid day at the cinema; the answer is never cached", async () => {
    const proxied = globalThis.fetch;
    const answers: Response[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const response = await proxied(input, init);
        answers.push(response.clone());
        return response;
      }),
    );
    try {
      const form = openPage();
      expect(form.number).toHaveAttribute("autocomplete", "off");
      expect(form.number).toHaveAttribute("inputmode", "numeric");
      await userEvent.type(form.number, VALID_CARD);
      await form.submit();
      const status = within(form.section).getByRole("status");
      await vi.waitFor(() => expect(flat(status.textContent)).toContain("45,00 €"));
      expect(flat(status.textContent)).toContain("Solde de la carte n° 5012 3400 0000 1234");

      const bodies = await Promise.all(answers.map((answer) => answer.clone().json() as Promise<{ expiryDate?: string }>));
      const index = bodies.findIndex((body) => body.expiryDate !== undefined);
      expect(answers[index]?.headers.get("cache-control")).toBe("no-store");
      const expiryDate = bodies[index]!.expiryDate!;
      expect(flat(status.textContent)).toContain(`Valable jusqu’au ${flat(parisDay(expiryDate))} inclus.`);
      expect(loyaltyQueryClient.getQueryCache().getAll()).toHaveLength(1); // the e-vouchers only
      cleanup();
      await vi.waitFor(() => expect(loyaltyQueryClient.getMutationCache().getAll()).toEqual([]));
    } finally {
      vi.stubGlobal("fetch", proxied);
    }
  });

  it("51: the catalogue's message next to the number, which is marked invalid and takes the focus", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const form = openPage();
    await userEvent.type(form.number, CANCELLED_CARD);
    await userEvent.type(form.pin, "1234");
    await form.submit();
    await vi.waitFor(() => expect(form.number).toHaveAttribute("aria-invalid", "true"));
    const error = document.getElementById(`${form.number.id}-error`)!;
    expect(flat(error.textContent)).toBe("Carte cadeau inconnue ou expirée (Code : 51)");
    expect(form.number.getAttribute("aria-describedby")).toContain(error.id);
    expect(form.number).toHaveFocus();
    expect(form.number).toHaveValue(CANCELLED_CARD);
    expect(within(form.section).getByRole("status")).toBeEmptyDOMElement();
  });

  it("an empty number is refused before any call", async () => {
    const form = openPage();
    await form.submit();
    expect(document.getElementById(`${form.number.id}-error`)).toHaveTextContent("Saisissez le numéro de la carte cadeau.");
    expect(form.number).toHaveFocus();
    expect(backend.calls).toEqual(expect.not.arrayContaining(["CheckGiftCardBalance"]));
  });

  it("network failure: « service indisponible », what was typed is kept", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    backend.failNetwork("CheckGiftCardBalance");
    const form = openPage();
    await userEvent.type(form.number, VALID_CARD);
    await userEvent.type(form.pin, "4321");
    await form.submit();
    expect(flat((await within(form.section).findByRole("alert")).textContent)).toBe(
      "Le service des cartes cadeaux est momentanément indisponible. Votre saisie est conservée : réessayez dans quelques minutes.",
    );
    expect(form.number).toHaveValue(VALID_CARD);
    expect(form.pin).toHaveValue("4321");
  });

  it("a double click sends one check", async () => {
    const form = openPage();
    await userEvent.type(form.number, VALID_CARD);
    const release = backend.hold("CheckGiftCardBalance");
    await form.submit();
    await userEvent.click(within(form.section).getByRole("button", { name: "Vérification…" }));
    release();
    await vi.waitFor(() => expect(flat(within(form.section).getByRole("status").textContent)).toContain("45,00 €"));
    expect(backend.calls.filter((call) => call === "CheckGiftCardBalance")).toHaveLength(1);
  });
});

describe("e-vouchers and the gift card hand-off", () => {
  it("lists the e-vouchers with prices and validity, each linking to the vouchers hand-off", async () => {
    renderWithProviders(<GiftCardsPageContent />);
    const section = screen.getByRole("region", { name: "E-billets à offrir" });
    const items = await within(section).findAllByRole("listitem");
    expect(items.map((item) => flat(item.textContent))).toEqual([
      "E-billet plein tarif10,90 €Valable 1 an à compter de l’achatAcheter E-billet plein tarif",
      "E-billet duo20,00 €Valable 1 an à compter de l’achatAcheter E-billet duo",
      "Ciné-goûter enfant7,50 €Valable 6 mois à compter de l’achatAcheter Ciné-goûter enfant",
    ]);
    expect(within(section).getByRole("link", { name: "Acheter E-billet duo" })).toHaveAttribute(
      "href",
      "/vouchers/?theaterCode=1042&requestData=EV-DUO",
    );
    expect(within(section).getByRole("link", { name: "Acheter Ciné-goûter enfant" })).toHaveAttribute(
      "href",
      "/vouchers/?theaterCode=1042&requestData=EV-GOUTER",
    );
    expect(screen.getByRole("link", { name: "Acheter une carte cadeau" })).toHaveAttribute("href", "/giftcards/");
  });

  it("says when the list cannot be loaded, and loads it again on request", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    loyaltyQueryClient.setQueryDefaults(["loyalty", "e-vouchers"], { retry: false });
    backend.failNetwork("1042");
    renderWithProviders(<GiftCardsPageContent />);
    const section = screen.getByRole("region", { name: "E-billets à offrir" });
    const alert = await within(section).findByRole("alert");
    expect(alert).toHaveTextContent("Les e-billets ne peuvent pas être affichés pour le moment.");
    backend.reset();
    await userEvent.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await within(section).findAllByRole("listitem")).toHaveLength(3);
  });
});
