import { fireEvent, screen } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
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
    navigate.mockClear();
    renderLinks(<SiteLink to="/ticketing/">Billetterie</SiteLink>);
    const link = screen.getByRole("link", { name: "Billetterie" });
    expect(link).toHaveAttribute("href", "/ticketing/");
    // The browser would then follow the href; jsdom cannot (it logs « Not implemented: navigation »): stop it
    // last, once the page's own handlers have seen the click.
    const stayOnPage = (event: Event) => event.preventDefault();
    window.addEventListener("click", stayOnPage);
    fireEvent.click(link);
    window.removeEventListener("click", stayOnPage);
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/ticketing/", { replace: false });
  });

  it("renders a hostile target as text", () => {
    renderLinks(<SiteLink to="javascript:alert(1)">Piège</SiteLink>);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Piège")).toBeInTheDocument();
  });
});

describe("SiteLink to one of the site's pages", () => {
  beforeEach(() => {
    navigate.mockClear();
    window.history.replaceState(null, "", "/tarifs/");
  });

  it("navigates in the page on a plain click, and leaves a click with a modifier to the browser", () => {
    renderLinks(<SiteLink to="/cinema/">Le cinéma</SiteLink>);
    const link = screen.getByRole("link", { name: "Le cinéma" });
    const stayOnPage = (event: Event) => event.preventDefault();
    window.addEventListener("click", stayOnPage);
    fireEvent.click(link, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    window.removeEventListener("click", stayOnPage);
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/cinema/", { replace: false });
  });

  it("replaces the history entry when it leads to the page shown, as Gatsby's Link does", () => {
    renderLinks(<SiteLink to="/tarifs/">Tarifs</SiteLink>);
    fireEvent.click(screen.getByRole("link", { name: "Tarifs" }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/tarifs/", { replace: true });
  });

  it("lets the page's own handler stop the navigation", () => {
    renderLinks(
      <SiteLink to="/cinema/" onClick={(event) => event.preventDefault()}>
        Le cinéma
      </SiteLink>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Le cinéma" }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

/** One IntersectionObserver for every link (prefetch.ts): the test brings links into view and out of it. */
class ObserverStandIn {
  static latest: ObserverStandIn | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ObserverStandIn.latest = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
  show(element: Element, isIntersecting: boolean) {
    this.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe("SiteLink's page fetched ahead (its code loaded after the page's)", () => {
  const loader = { enqueue: vi.fn(), hovering: vi.fn() };
  beforeEach(() => loader.enqueue.mockClear());
  beforeAll(() => {
    vi.stubGlobal("IntersectionObserver", ObserverStandIn);
    (window as unknown as { ___loader: unknown }).___loader = loader;
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as { ___loader?: unknown }).___loader;
  });

  /** The observer once it watches `count` links. */
  const watching = async (count: number) => {
    await vi.waitFor(() => expect(ObserverStandIn.latest?.observed.size).toBe(count));
    return ObserverStandIn.latest!;
  };

  it("is queued once the link comes into view, and not watched after it or once the link is gone", async () => {
    const { unmount } = renderWithProviders(
      <LinkProvider actions={{ logOut: vi.fn() }} pathname="/tarifs/" search="">
        <SiteLink to="/cinema/">Le cinéma</SiteLink>
        <SiteLink to="/films/42-dune/">Dune</SiteLink>
        <SiteLink to="mailto:contact@cinema-aurore.fr">Écrire</SiteLink>
      </LinkProvider>,
    );
    const observer = await watching(2);
    const [cinema, dune] = [screen.getByRole("link", { name: "Le cinéma" }), screen.getByRole("link", { name: "Dune" })];
    expect([...observer.observed]).toEqual([cinema, dune]);
    observer.show(cinema, false);
    expect(loader.enqueue).not.toHaveBeenCalled();
    observer.show(cinema, true);
    expect(loader.enqueue).toHaveBeenCalledExactlyOnceWith("/cinema/");
    expect([...observer.observed]).toEqual([dune]);
    unmount();
    await watching(0);
  });

  it("is queued once, by its path without the query, and never when it is the page shown", async () => {
    window.history.replaceState(null, "", "/tarifs/");
    renderLinks(
      <>
        <SiteLink to="/connexion/?retour=%2Ftarifs%2F">Se connecter</SiteLink>
        <SiteLink to="/connexion/">Connexion</SiteLink>
        <SiteLink to="/tarifs/?tarif=reduit">Tarifs</SiteLink>
      </>,
    );
    const observer = await watching(3);
    for (const link of screen.getAllByRole("link")) observer.show(link, true);
    expect(loader.enqueue.mock.calls).toEqual([["/connexion/"]]);
  });

  it("is fetched at once when the pointer comes over the link", async () => {
    renderLinks(
      <SiteLink to="/cinema/">
        <span>Le cinéma</span>
      </SiteLink>,
    );
    await watching(1);
    fireEvent.mouseOver(screen.getByText("Le cinéma"));
    expect(loader.hovering).toHaveBeenCalledExactlyOnceWith("/cinema/");
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
