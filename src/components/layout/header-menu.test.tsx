import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { SiteHeader } from "./site-header";

// The menu's behaviour is the browser's (a popover): opening, Escape, a tap outside, focus, closing on
// navigation are tested in browsers (tests/e2e/header.spec.ts, tests/e2e/first-paint.spec.ts, engines).
describe("the phone menu", () => {
  it("is a popover the « Menu » button opens by itself, before and without JavaScript", () => {
    renderWithProviders(<SiteHeader pathname="/films/" />);
    const button = screen.getByRole("button", { name: "Menu" });
    const panel = document.getElementById(button.getAttribute("popovertarget")!);
    expect(panel).toHaveAttribute("popover", "auto");
    expect(panel).toContainElement(screen.getByRole("navigation", { name: "Navigation principale" }));
    expect(button).toHaveAttribute("type", "button");
    // The browser exposes the state of a popover's button; an explicit one would be stale before hydration.
    expect(button).not.toHaveAttribute("aria-expanded");
  });
});
