import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import Cookies from "js-cookie";
import { describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../../../components/site-link/link-context";
import { renderWithProviders } from "../../../test/render";
import { takeLoggedOutNotice } from "../core/session/leave-member-area";
import { logOut } from "../core/session/log-out";
import { SESSION_COOKIE } from "../core/session/session-presence";
import { EXPIRED_EMAIL, setUpTestLoyalty } from "../core/test-support/test-loyalty-backend";
import { MemberEntry } from "./member-entry";
import MemberMenu from "./member-menu";

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

describe("MemberMenu: logging out on a page of the member area (real proxy and sandbox)", () => {
  it("leaves the page for the login page, which will say she is logged out and bring her back", async () => {
    await backend.logInMarie();
    vi.mocked(navigate).mockClear();
    renderWithProviders(
      <LinkProvider actions={{ logOut: () => void logOut() }} pathname="/mon-compte/carte/" search="">
        <MemberEntry returnTo="/mon-compte/carte/" />
      </LinkProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: /, Marie$/ }));
    await userEvent.click(screen.getByRole("link", { name: "Se déconnecter" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/connexion/?return=%2Fmon-compte%2Fcarte%2F", { replace: true }));
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(takeLoggedOutNotice()).toBe(true);
    // The header says nothing itself: the page she goes to does (login-page-content.test.tsx).
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});

describe("MemberMenu when the session does not make a member (real proxy and sandbox)", () => {
  it("an expired member's page shows the guest entry, back to the page, and no member menu", async () => {
    await backend.logInAs(EXPIRED_EMAIL);
    renderWithProviders(<MemberMenu returnTo="/cinema/" />);
    const entry = await screen.findByRole("link", { name: "Espace fidélité" }, { timeout: 5_000 });
    expect(entry).toHaveAttribute("href", "/connexion/?return=%2Fcinema%2F");
    expect(screen.queryByRole("button", { name: /, Paul$/ })).toBeNull();
    expect(backend.calls).toContain("RefreshLogin");
  });

  it("a session the backend cannot refresh (out of reach) keeps its cookie, and the header an entry to the area", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // The retries' back-off (1, 2, then 4 s) on a clock of its own.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    try {
      await backend.logInMarie();
      backend.upstreamDown();
      renderWithProviders(<MemberMenu returnTo="/cinema/" />);
      await waitFor(() => expect(backend.calls).toContain("RefreshLogin"), { timeout: 5_000 });
      await act(() => vi.advanceTimersByTimeAsync(8_000));
      await waitFor(() => expect(backend.calls.filter((call) => call === "RefreshLogin")).toHaveLength(4), { timeout: 5_000 });
      // Her session is kept: the entry leads to her area (her card kept on the device), not to the login page.
      const entry = await screen.findByRole("link", { name: "Mon espace fidélité" });
      expect(entry).toHaveAttribute("href", "/mon-compte/");
      expect(entry).not.toHaveAttribute("aria-busy");
      expect(screen.queryByRole("link", { name: "Espace fidélité" })).toBeNull();
      expect(screen.queryByRole("button", { name: /, Marie$/ })).toBeNull();
      expect(Cookies.get(SESSION_COOKIE)).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
