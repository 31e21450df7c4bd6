import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LinkProvider } from "../../components/site-link/link-context";
import { loadPages } from "../../content/load-pages";
import { renderWithProviders } from "../../test/render";
import { PageBlocks } from "./page-blocks";

const tarifs = loadPages("content", []).find((page) => page.slug === "tarifs")!;

describe("PageBlocks (the demo prices page)", () => {
  it("renders text with inline links, the price table, the links and the POST link", () => {
    renderWithProviders(
      <LinkProvider actions={{ logOut: vi.fn() }} pathname="/tarifs/" search="">
        <PageBlocks blocks={tarifs.blocks} />
      </LinkProvider>,
    );
    expect(screen.getByRole("link", { name: "conditions du tarif réduit" })).toHaveAttribute("href", "#modal-conditions");
    expect(screen.getByRole("table", { name: "Prix des places" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Plein tarif" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Horaires d’ouverture" }).closest("section")).toHaveAttribute(
      "id",
      "horaires",
    );
    expect(
      screen.getByRole("button", { name: "Demander un devis pour un groupe (s’ouvre dans une nouvelle fenêtre)" }),
    ).toBeInTheDocument();
  });
});
