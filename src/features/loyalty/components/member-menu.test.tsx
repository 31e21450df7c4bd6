import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { setUpTestLoyalty } from "../test-support/test-loyalty-backend";
import MemberMenu from "./member-menu";

vi.mock("gatsby", () => import("../test-support/gatsby-mock"));

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
});
