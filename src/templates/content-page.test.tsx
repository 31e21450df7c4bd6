import { fireEvent, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../components/site-link/link-context";
import { loadPages } from "../content/load-pages";
import { renderWithProviders } from "../test/render";
import ContentPage, { type ContentPageContext } from "./content-page";

// The demo's prices page and the link rules of SPEC §2 as a visitor from a campaign gets them. What the browser
// does with them (a hash link's focus, the modal dialog, the member's ticketing hand-off) is in
// tests/e2e/content-pages.spec.ts.

const tarifs = loadPages("content", []).find((page) => page.slug === "tarifs")! as ContentPageContext["page"];
const NEW_WINDOW = "(s’ouvre dans une nouvelle fenêtre)";

function renderPricesPage(search: string) {
  renderWithProviders(
    <LinkProvider actions={{ logOut: vi.fn() }} pathname="/tarifs/" search={search}>
      <ContentPage {...({ pageContext: { page: tarifs } } as unknown as PageProps<object, ContentPageContext>)} />
    </LinkProvider>,
  );
}

describe("the prices page's links (SPEC §2), reached from a campaign", () => {
  const CAMPAIGN = "?utm_source=lettre&utm_medium=email&promo=secret";

  it("carries only the page's utm_ parameters onto internal links", () => {
    renderPricesPage(CAMPAIGN);
    expect(screen.getByRole("link", { name: "Voir les films et les séances" })).toHaveAttribute(
      "href",
      "/films/?utm_source=lettre&utm_medium=email",
    );
  });

  it("makes a mail-shaped target a mailto link, and opens another registered domain in a new window, saying so", () => {
    renderPricesPage(CAMPAIGN);
    expect(screen.getByRole("link", { name: "contact@cinema-aurore.fr" })).toHaveAttribute(
      "href",
      "mailto:contact@cinema-aurore.fr",
    );
    const passCulture = screen.getByRole("link", { name: `Le Pass Culture ${NEW_WINDOW}` });
    expect(passCulture).toHaveAttribute("target", "_blank");
    expect(passCulture).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("in embedded mode, leads a ticketing booking URL to the internal booking route, campaign included", () => {
    renderPricesPage(CAMPAIGN);
    expect(screen.getByRole("link", { name: "Réserver la prochaine avant-première" })).toHaveAttribute(
      "href",
      "/api/startticketing/redirect?theaterCode=1042&perfCode=900001&utm_source=lettre&utm_medium=email",
    );
  });

  it("leads a guest's ticketing link to the hand-off page, with no token", () => {
    renderPricesPage(CAMPAIGN);
    const ticketing = screen.getByRole("link", { name: "Billetterie en ligne" });
    expect(ticketing).toHaveAttribute("href", "/ticketing/?utm_source=lettre&utm_medium=email");
    expect(ticketing.getAttribute("href")).not.toContain("token");
  });

  it("sends a POST link as a form: its hidden fields as a form body, to the ticketing site, in a new window", () => {
    renderPricesPage("");
    const button = screen.getByRole("button", { name: `Demander un devis pour un groupe ${NEW_WINDOW}` });
    const form = button.closest("form")!;
    expect(form.method).toBe("post");
    expect(form.action).toBe("http://127.0.0.1:4010/ticketing/groupes");
    expect(form.enctype).toBe("application/x-www-form-urlencoded");
    expect(form).toHaveAttribute("target", "_blank");
    // What the browser submits: the form's fields, URL-encoded.
    expect(Object.fromEntries(new URLSearchParams(new FormData(form) as unknown as Record<string, string>))).toEqual({
      theaterCode: "1042",
      requestData: "groupe",
    });
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener("submit", submitted);
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledOnce();
  });
});
