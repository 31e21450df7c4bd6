import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Showtime } from "../../../content/film";
import { renderWithProviders } from "../../../test/render";
import { ShowtimeLink } from "./showtime-link";

const showtime = (version: Showtime["version"]): Showtime => ({
  perfCode: "42",
  start: "2026-11-25T20:30:00+01:00",
  version,
  projection: "2D",
  screen: "Salle 1",
  accessibility: ["AD"],
});

describe("ShowtimeLink", () => {
  it.each([
    ["it", "Localization.Version.Original", "VOST", "version originale sous-titrée"],
    ["it", "Format.Sound.Dubbed", "VF", "version française"],
    ["fr", "Localization.Version.Original", "VF", "version française"],
  ] as const)("a %s film in %s shows %s", (originalLanguage, version, short, long) => {
    renderWithProviders(
      <ShowtimeLink title="La Fanfare" originalLanguage={originalLanguage} showtime={showtime(version)} href="/api/x" />,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveTextContent(`20:30${short} · 2D · AD`);
    expect(link).toHaveAccessibleName(
      `Réserver La Fanfare, mercredi 25 novembre à 20:30, ${long}, 2D, Salle 1, Audiodescription`,
    );
  });
});
