import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theaterConfig } from "../config/site-config";
import { renderWithProviders } from "../test/render";
import PrivacyPage from "./privacy-page";

describe("the privacy policy", () => {
  it("gives the address to write to as a link that opens the visitor's mail", () => {
    renderWithProviders(<PrivacyPage />);
    const link = screen.getByRole("link", { name: theaterConfig.email });
    expect(link).toHaveAttribute("href", `mailto:${theaterConfig.email}`);
    expect(link.closest("p")).toHaveTextContent(/en écrivant à contact@cinema-aurore\.fr\. Vous pouvez aussi/);
  });
});
