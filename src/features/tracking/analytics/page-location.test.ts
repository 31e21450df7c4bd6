import { describe, expect, it } from "vitest";
import { analyticsPageLocation } from "./page-location";

describe("analyticsPageLocation: no reset code, token or e-mail reaches analytics", () => {
  it.each([
    ["https://www.cinema-aurore.fr/films/", "https://www.cinema-aurore.fr/films/"],
    [
      "https://www.cinema-aurore.fr/films/?utm_source=lettre&utm_medium=email",
      "https://www.cinema-aurore.fr/films/?utm_source=lettre&utm_medium=email",
    ],
    [
      "https://www.cinema-aurore.fr/reinitialiser-mot-de-passe/?resetCode=ABC123&email=marie%40example.fr",
      "https://www.cinema-aurore.fr/reinitialiser-mot-de-passe/",
    ],
    [
      "https://www.cinema-aurore.fr/reinitialiser-mot-de-passe/?uid=7&token=secret&utm_campaign=x",
      "https://www.cinema-aurore.fr/reinitialiser-mot-de-passe/?utm_campaign=x",
    ],
    [
      "https://www.cinema-aurore.fr/connexion/?return=%2Fmon-compte%2F&email=a%40b.fr#x",
      "https://www.cinema-aurore.fr/connexion/",
    ],
    ["https://www.cinema-aurore.fr/ticketing/?requestData=abc", "https://www.cinema-aurore.fr/ticketing/"],
  ])("%s → %s", (href, expected) => expect(analyticsPageLocation(href)).toBe(expected));
});
