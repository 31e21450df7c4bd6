import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theaterDetails } from "../../../config/theater-details";
import { typographyViolations } from "../../../lib/french-typography";
import { renderWithProviders } from "../../../test/render";
import { TheaterInfo } from "./theater-info";

/** The text of the list item that starts with `start`. */
const lineOf = (start: string) =>
  [...document.querySelectorAll("li")].map((item) => item.textContent ?? "").find((text) => text.startsWith(start));

describe("the cinema's practical information", () => {
  it("keeps « : » and the times on the line of what they follow (no-break spaces), times as the showtimes write them", () => {
    renderWithProviders(<TheaterInfo theater={theaterDetails} />);
    expect(lineOf("Samedi")).toBe("Samedi, dimanche et jours fériés\u00A0: 10\u202Fh\u202F30 – 23\u202Fh\u202F30");
    expect(lineOf("Du lundi")).toBe("Du lundi au vendredi\u00A0: 13\u202Fh\u202F30 – 23\u202Fh");
    expect(lineOf("Tramway")).toBe("Tramway\u00A0: Tram T2, arrêt Perrache");
    expect(screen.getByText("Tramway", { selector: "strong" })).toBeInTheDocument();
    expect(lineOf("Salle 2")).toBe("Salle 2\u00A0: 148 places, dont 4 places pour fauteuil roulant (Boucle magnétique)");
  });

  it("has no text against French typography", () => {
    const { container } = renderWithProviders(<TheaterInfo theater={theaterDetails} />);
    const lines = [...container.querySelectorAll("h2, li, address, th, td")].map((element) => element.textContent ?? "");
    expect(lines.flatMap(typographyViolations)).toEqual([]);
  });
});
