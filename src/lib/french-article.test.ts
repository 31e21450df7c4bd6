import { describe, expect, it } from "vitest";
import { withArticle, withCapitalArticle } from "./french-article";

describe("withArticle", () => {
  it.each([
    ["Cinéma L’Aurore", "le Cinéma L’Aurore", "du Cinéma L’Aurore", "au Cinéma L’Aurore"],
    ["Cinéma L'Aurore", "le Cinéma L'Aurore", "du Cinéma L'Aurore", "au Cinéma L'Aurore"],
    ["Le Méliès", "le Méliès", "du Méliès", "au Méliès"],
    ["La Pagode", "la Pagode", "de la Pagode", "à la Pagode"],
    ["Les 400 Coups", "les 400 Coups", "des 400 Coups", "aux 400 Coups"],
    ["L’Écran", "l’Écran", "de l’Écran", "à l’Écran"],
    ["L'Alhambra", "l’Alhambra", "de l’Alhambra", "à l’Alhambra"],
    ["Eden", "l’Eden", "de l’Eden", "à l’Eden"],
    ["Étoile Lilas", "l’Étoile Lilas", "de l’Étoile Lilas", "à l’Étoile Lilas"],
    ["Comoedia", "le Comoedia", "du Comoedia", "au Comoedia"],
  ])("%s → %s, %s, %s", (name, le, du, au) => {
    expect([withArticle(name, "le"), withArticle(name, "du"), withArticle(name, "au")]).toEqual([le, du, au]);
  });

  it("does not take a word that merely starts like an article for one", () => {
    expect(withArticle("Lumière Bellecour", "du")).toBe("du Lumière Bellecour");
    expect(withArticle("Lesbos Films", "au")).toBe("au Lesbos Films");
  });

  it("capitalises the article at the start of a sentence", () => {
    expect(withCapitalArticle("Cinéma L’Aurore", "le")).toBe("Le Cinéma L’Aurore");
    expect(withCapitalArticle("Eden", "du")).toBe("De l’Eden");
  });
});
