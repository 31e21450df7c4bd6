import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { SiteHeader } from "./site-header";

const menuButton = () => screen.getByRole("button", { name: "Menu" });

describe("the phone menu", () => {
  it("stays open when the page's path first becomes known (a tap just after hydration)", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<SiteHeader pathname={undefined} />);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");

    rerender(<SiteHeader pathname="/films/" />);
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
  });

  it("closes when the visitor goes to another page", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<SiteHeader pathname="/films/" />);
    await user.click(menuButton());
    rerender(<SiteHeader pathname="/cinema/" />);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape closes it and gives the focus back to the button", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader pathname="/films/" />);
    await user.click(menuButton());
    await waitFor(() => expect(screen.getByRole("link", { name: "Accueil" })).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });
});
