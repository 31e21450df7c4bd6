import { describe, expect, it } from "vitest";
import { programmeJsonLd } from "./programme-json-ld";

describe("programmeJsonLd", () => {
  it("lists the films' canonical pages on the site's domain, in the given order, positions from 1", () => {
    const jsonLd = programmeJsonLd([
      { id: "42", slug: "le-dernier-ete" },
      { id: "7", slug: "nuit-blanche" },
    ]);
    expect(jsonLd["@type"]).toBe("ItemList");
    expect(jsonLd.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: "https://www.cinema-aurore.fr/films/42-le-dernier-ete/" },
      { "@type": "ListItem", position: 2, url: "https://www.cinema-aurore.fr/films/7-nuit-blanche/" },
    ]);
  });
});
