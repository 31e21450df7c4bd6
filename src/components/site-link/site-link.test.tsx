import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { navigate } from "../../test/gatsby-mock";
import { renderWithProviders } from "../../test/render";
import { LinkProvider, ModalOpenerProvider, type LinkActions } from "./link-context";
import { PostLink } from "./post-link";
import { SiteLink } from "./site-link";

function renderLinks(ui: React.ReactNode, actions: Partial<LinkActions> = {}, search = "", pathname = "/tarifs/") {
  const all: LinkActions = { logOut: vi.fn(), ...actions };
  renderWithProviders(
    <LinkProvider actions={all} pathname={pathname} search={search}>
      {ui}
    </LinkProvider>,
  );
  return all;
}

describe("SiteLink", () => {
  it("opens another registered domain in a new window and says so in French", () => {
    renderLinks(<SiteLink to="https://www.cnc.fr/">Le CNC</SiteLink>);
    const link = screen.getByRole("link", { name: "Le CNC (s’ouvre dans une nouvelle fenêtre)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("turns a mail-shaped target into a mailto link", () => {
    renderLinks(<SiteLink to="contact@cinema-aurore.fr">Écrire</SiteLink>);
    expect(screen.getByRole("link", { name: "Écrire" })).toHaveAttribute("href", "mailto:contact@cinema-aurore.fr");
  });

  it("carries only the utm_ parameters of the current page", () => {
    renderLinks(<SiteLink to="/films/">Films</SiteLink>, {}, "?utm_campaign=noel&token=abc");
    expect(screen.getByRole("link", { name: "Films" })).toHaveAttribute("href", "/films/?utm_campaign=noel");
  });

  it("marks the link to the page shown, utm_ parameters carried or not, and a section's link on the pages under it", () => {
    renderLinks(
      <>
        <SiteLink to="/">Accueil</SiteLink>
        <SiteLink to="/films/" partiallyActive>
          Films et séances
        </SiteLink>
        <SiteLink to="/films/42-dune/">Dune</SiteLink>
        <SiteLink to="/cinema/" partiallyActive>
          Le cinéma
        </SiteLink>
      </>,
      {},
      "?utm_source=x",
      "/films/42-dune/",
    );
    expect(screen.getByRole("link", { name: "Films et séances" })).toHaveAttribute("href", "/films/?utm_source=x");
    expect(screen.getByRole("link", { name: "Films et séances" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Dune" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Le cinéma" })).not.toHaveAttribute("aria-current");
  });

  it("keeps an aria-current it is given", () => {
    renderLinks(
      <SiteLink to="?jour=2026-11-26" aria-current="date">
        Jeudi
      </SiteLink>,
      {},
      "",
      "/films/",
    );
    expect(screen.getByRole("link", { name: "Jeudi" })).toHaveAttribute("aria-current", "date");
  });

  it("logs out on #loyalty-logout", () => {
    const actions = renderLinks(<SiteLink to="/#loyalty-logout">Se déconnecter</SiteLink>);
    fireEvent.click(screen.getByRole("link", { name: "Se déconnecter" }));
    expect(actions.logOut).toHaveBeenCalledOnce();
  });

  it("moves the focus to the target of a hash link", () => {
    renderLinks(
      <>
        <SiteLink to="#horaires">Horaires</SiteLink>
        <h2 id="horaires">Horaires d’ouverture</h2>
      </>,
    );
    Element.prototype.scrollIntoView = vi.fn();
    fireEvent.click(screen.getByRole("link", { name: "Horaires" }));
    expect(screen.getByRole("heading", { name: "Horaires d’ouverture" })).toHaveFocus();
  });

  it("opens the modal of a #modal- target", () => {
    const open = vi.fn();
    renderLinks(
      <ModalOpenerProvider value={open}>
        <SiteLink to="#modal-conditions">Conditions</SiteLink>
      </ModalOpenerProvider>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Conditions" }));
    expect(open).toHaveBeenCalledWith("conditions");
  });

  it("leads a ticketing path to its hand-off page without the member's token, even when clicked", () => {
    renderLinks(<SiteLink to="/ticketing/">Billetterie</SiteLink>);
    const link = screen.getByRole("link", { name: "Billetterie" });
    expect(link).toHaveAttribute("href", "/ticketing/");
    // The browser would then follow the href; jsdom cannot (it logs « Not implemented: navigation »): stop it
    // last, once the page's own handlers have seen the click.
    const stayOnPage = (event: Event) => event.preventDefault();
    window.addEventListener("click", stayOnPage);
    fireEvent.click(link);
    window.removeEventListener("click", stayOnPage);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("renders a hostile target as text", () => {
    renderLinks(<SiteLink to="javascript:alert(1)">Piège</SiteLink>);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Piège")).toBeInTheDocument();
  });
});

describe("PostLink", () => {
  it("sends a POST form with the hidden fields", () => {
    const { container } = renderWithProviders(
      <PostLink to="/api/startticketing/redirect" fields={{ theaterCode: "1042", perfCode: "88001" }}>
        Réserver
      </PostLink>,
    );
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/startticketing/redirect");
    expect(container.querySelector('input[name="perfCode"]')).toHaveValue("88001");
    expect(screen.getByRole("button", { name: "Réserver" })).toBeInTheDocument();
  });

  it("is inert with a hostile field name", () => {
    renderWithProviders(
      <PostLink to="/api/x" fields={{ '"><x': "1" }}>
        Réserver
      </PostLink>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
