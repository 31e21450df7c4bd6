import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loyaltySettings } from "../../features/loyalty/core/settings/loyalty-settings";
import { renderWithProviders } from "../../test/render";
import HeaderSlice from "./header";

afterEach(() => vi.restoreAllMocks());

describe("the header's member entry and accessFromHeader (SPEC §3)", () => {
  it("true (the demo): the header leads to the member area", () => {
    expect(loyaltySettings.accessFromHeader).toBe(true);
    renderWithProviders(<HeaderSlice />);
    expect(screen.getByRole("link", { name: "Espace fidélité" })).toHaveAttribute("href", "/connexion/");
  });

  it("false: no member entry in the header", () => {
    vi.spyOn(loyaltySettings, "accessFromHeader", "get").mockReturnValue(false);
    renderWithProviders(<HeaderSlice />);
    expect(screen.getByRole("link", { name: "Le cinéma" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Espace fidélité" })).not.toBeInTheDocument();
  });
});
