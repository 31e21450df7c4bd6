import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../../../components/site-link/link-context";
import { renderWithProviders } from "../../../test/render";
import { logOut } from "../core/session/log-out";
import { setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { MemberEntry } from "./member-entry";
import MemberMenu from "./member-menu";

vi.mock("gatsby", () => import("../core/test-support/gatsby-mock"));

const backend = setUpTestLoyalty();

describe("MemberMenu (real proxy and sandbox)", () => {
  it("lists the area's sections under its entry, by the names of the area's menu, then the other entries", async () => {
    await backend.logInMarie();
    renderWithProviders(<MemberMenu />);
    const button = await screen.findByRole("button", { name: /, Marie$/ });
    await userEvent.click(button);
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(menu).toBeVisible();
    const links = within(menu)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Mon espace fidélité", "/mon-compte/"],
      ["Ma carte", "/mon-compte/carte/"],
      ["Mes avantages", "/mon-compte/avantages/"],
      ["Mon historique", "/mon-compte/historique/"],
      ["Mon profil", "/mon-compte/profil/"],
      ["Se déconnecter", expect.any(String) as string],
    ]);
  });

  it("logging out by keyboard moves focus to the « Espace fidélité » entry and says so politely", async () => {
    await backend.logInMarie();
    const user = userEvent.setup();
    // The header's entry as the site builds it, with the page's link actions (#loyalty-logout logs out).
    renderWithProviders(
      <LinkProvider actions={{ logOut: () => void logOut() }} pathname="/films/" search="">
        <MemberEntry returnTo="/films/" />
      </LinkProvider>,
    );
    const button = await screen.findByRole("button", { name: /, Marie$/ });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    const logoutLink = screen.getByRole("link", { name: "Se déconnecter" });
    for (let presses = 0; presses < 10 && document.activeElement !== logoutLink; presses += 1) await user.tab();
    expect(logoutLink).toHaveFocus();
    await user.keyboard("{Enter}");
    const guestEntry = await screen.findByRole("link", { name: "Espace fidélité" });
    await waitFor(() => expect(guestEntry).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("Vous êtes déconnecté.");
    expect(backend.calls).toContain("Logout");
  });
});
