import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../../components/site-link/link-context";
import { renderWithProviders } from "../../test/render";
import HeaderSlice from "./header";

describe("the header's guest entry on a page", () => {
  it("links to the login page with the page to come back to, once hydrated", async () => {
    renderWithProviders(
      <LinkProvider actions={{ logOut: () => undefined }} pathname="/cinema/" search="">
        <HeaderSlice />
      </LinkProvider>,
    );
    const entry = screen.getByRole("link", { name: "Espace fidélité" });
    await vi.waitFor(() => expect(entry).toHaveAttribute("href", "/connexion/?return=%2Fcinema%2F"));
  });
});
