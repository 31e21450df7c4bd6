import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Showtime } from "../../../domain/film";
import { LinkProvider } from "../../../components/site-link/link-context";
import { renderWithProviders } from "../../../test/render";
import { ShowtimeLink } from "./showtime-link";

const showtime = (version: Showtime["version"], accessibility: Showtime["accessibility"] = ["AD"]): Showtime => ({
  perfCode: "42",
  start: "2026-11-25T20:30:00+01:00",
  version,
  projection: "2D",
  screen: "Salle 1",
  accessibility,
});

describe("ShowtimeLink", () => {
  it.each([
    ["it", "Localization.Version.Original", "VOST", "version originale sous-titrée"],
    ["it", "Format.Sound.Dubbed", "VF", "version française"],
    ["fr", "Localization.Version.Original", "VF", "version française"],
  ] as const)("a %s film in %s shows %s", (originalLanguage, version, short, long) => {
    renderWithProviders(
      <ShowtimeLink title="La Fanfare" originalLanguage={originalLanguage} showtime={showtime(version)} to="/api/x" />,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAccessibleName(
      `Réserver La Fanfare, mercredi 25 novembre à 20\u202Fh\u202F30 ${short} · 2D · AD (${long}, audiodescription, Salle 1)`,
    );
  });

  it("has its visible text inside its accessible name (WCAG 2.5.3)", () => {
    renderWithProviders(
      <ShowtimeLink
        title="Midi pile"
        originalLanguage="en"
        showtime={showtime("Localization.Version.Original", ["AD", "SDH"])}
        to="/x"
      />,
    );
    const link = screen.getByRole("link");
    expect(link.textContent).toBe("20\u202Fh\u202F30 VOST · 2D · AD · ST-SME");
    expect(link).toHaveAccessibleName(expect.stringContaining(link.textContent));
    expect(link.querySelector("time")).toHaveAttribute("datetime", "2026-11-25T20:30:00+01:00");
  });

  it("shows only the time and the tags: the words for screen readers are its name, not hidden elements", () => {
    renderWithProviders(
      <ShowtimeLink title="Midi pile" originalLanguage="fr" showtime={showtime("Format.Sound.Dubbed")} to="/x" />,
    );
    const link = screen.getByRole("link");
    expect([...link.children].map((child) => child.textContent)).toEqual(["20\u202Fh\u202F30", "VF · 2D · AD"]);
  });

  it("is a site link: the booking route carries the page's utm_ parameters, and only those", () => {
    renderWithProviders(
      <LinkProvider actions={{ logOut: () => undefined }} pathname="/films/42-dune/" search="?utm_source=x&promo=1">
        <ShowtimeLink
          title="Dune"
          originalLanguage="en"
          showtime={showtime("Localization.Version.Original")}
          to="/api/startticketing/redirect?theaterCode=1042&perfCode=42"
        />
      </LinkProvider>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "/api/startticketing/redirect?theaterCode=1042&perfCode=42&utm_source=x");
    expect(link).toHaveAttribute("data-perf-code", "42");
  });

  it("has the buttons' roundness, medium (8 px, docs/decisions.md), and its hover colour comes in 150 ms (SPEC §9)", () => {
    renderWithProviders(<ShowtimeLink title="Dune" originalLanguage="en" showtime={showtime("Format.Sound.Dubbed")} to="/x" />);
    expect(getComputedStyle(screen.getByRole("link"))).toMatchObject({ borderRadius: "8px", transition: "background 150ms" });
  });

  it("never shows the English abbreviation SDH", () => {
    renderWithProviders(
      <ShowtimeLink title="Midi pile" originalLanguage="fr" showtime={showtime("Format.Sound.Dubbed", ["SDH"])} to="/x" />,
    );
    expect(screen.getByRole("link")).not.toHaveTextContent("SDH");
    expect(screen.getByRole("link")).toHaveAccessibleName(expect.stringContaining("sous-titres pour sourds et malentendants"));
  });
});
