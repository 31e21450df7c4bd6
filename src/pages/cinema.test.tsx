import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../components/site-link/link-context";
import { renderWithProviders } from "../test/render";
import TheaterPage from "./cinema";

describe("the cinema page", () => {
  it("gives its telephone and e-mail as the site's links, a campaign's parameters or not", () => {
    const { container } = renderWithProviders(
      <LinkProvider actions={{ logOut: vi.fn() }} pathname="/cinema/" search="?utm_source=x">
        <TheaterPage />
      </LinkProvider>,
    );
    const address = within(container.querySelector("address")!);
    expect(address.getByRole("link", { name: /^\+33/ })).toHaveAttribute("href", expect.stringMatching(/^tel:\+?\d+$/));
    expect(address.getByRole("link", { name: /@/ })).toHaveAttribute("href", expect.stringMatching(/^mailto:[^?]+$/));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/informations pratiques/i);
  });
});
