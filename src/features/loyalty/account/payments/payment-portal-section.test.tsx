import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { setUpTestLoyalty } from "../../core/test-support/test-loyalty-backend";
import { PaymentPortalSection } from "./payment-portal-section";

const backend = setUpTestLoyalty();
const builtTicketingUrl = process.env.TICKETING_URL;
afterEach(() => {
  vi.restoreAllMocks();
  if (builtTicketingUrl === undefined) delete process.env.TICKETING_URL;
  else process.env.TICKETING_URL = builtTicketingUrl;
});

async function openPortal() {
  await backend.logInMarie();
  const navigate = vi.fn();
  renderWithProviders(<PaymentPortalSection navigate={navigate} />);
  await userEvent.click(screen.getByRole("button", { name: "Gérer mes moyens de paiement" }));
  return navigate;
}

describe("PaymentPortalSection (real proxy and sandbox)", () => {
  it("sends the member to the portal answered, with « Mon profil » on the site's domain to come back to", async () => {
    // The sandbox plays the provider on its own origin, the build's ticketing origin in development.
    process.env.TICKETING_URL = `${backend.baseUrl}/ticketing`;
    const navigate = await openPortal();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const portal = new URL(navigate.mock.calls[0]![0] as string);
    expect(`${portal.origin}${portal.pathname}`).toBe(`${backend.baseUrl}/ticketing/payment-portal`);
    expect(portal.searchParams.get("return")).toBe("https://www.cinema-aurore.fr/mon-compte/profil/");
    expect(portal.searchParams.get("session")).toMatch(/^PS/);
    expect(backend.calls).toEqual(["GetPaymentProviderPortalSession"]);
  });

  it("an answer that is neither https nor the ticketing origin is not followed, and the member is told", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    process.env.TICKETING_URL = "https://billetterie.example.fr/ticketing";
    const navigate = await openPortal();
    expect((await screen.findByRole("alert")).textContent).toContain("n’a pas été ouverte");
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Gérer mes moyens de paiement" })).toBeEnabled();
  });

  it("a service that cannot be reached says so", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    backend.failNetwork("GetPaymentProviderPortalSession");
    const navigate = await openPortal();
    expect((await screen.findByRole("alert")).textContent).toContain("momentanément indisponible");
    expect(navigate).not.toHaveBeenCalled();
  });
});
