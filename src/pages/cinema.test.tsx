import { screen, within } from "@testing-library/react";
import type { HeadProps } from "gatsby";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../components/site-link/link-context";
import { renderWithProviders } from "../test/render";
import TheaterPage, { Head } from "./cinema";

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

  it("keeps « : » on the line of the cinema's name in its heading and its title (a no-break space)", () => {
    renderWithProviders(<TheaterPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Cinéma L’Aurore\u00A0: informations pratiques");
    const head = document.createElement("div");
    head.innerHTML = renderToString(<Head {...({ location: { pathname: "/cinema/" } } as unknown as HeadProps)} />);
    expect(head.querySelector("title")?.textContent).toMatch(/^Cinéma L’Aurore\u00A0: informations pratiques/);
  });
});
