import { describe, expect, it } from "vitest";
import { contentWith, page } from "./test-support/content-pages";
import { loadPages } from "./load-pages";

describe("loadPages", () => {
  it("names the file and the field of a bad block", () => {
    const dir = contentWith({
      "tarifs.json": { ...page, blocks: [{ type: "image", src: "javascript:x", alt: "", width: 1, height: 1 }] },
    });
    expect(() => loadPages(dir, [])).toThrow(/content\/pages\/tarifs\.json: blocks\[0\]\.src: expected a path of the site/);
  });

  it("typesets the texts, never a link's target or the fields it posts", () => {
    const dir = contentWith({
      "tarifs.json": {
        ...page,
        title: "L'offre d'été",
        blocks: [
          { type: "text", heading: "Qu'est-ce ?", paragraphs: ["Voir [l'accès](/acces/?lieu=l'aurore#plan) : c'est là !"] },
          {
            type: "links",
            links: [
              { label: "Plan d'accès", to: "https://plan.example/l'aurore" },
              { label: "Devis", to: "/api/startticketing/redirect", post: { requestData: "groupe d'amis", note: "l'été" } },
            ],
          },
        ],
        modals: [{ id: "conditions", title: "L'offre", paragraphs: ["Lire [l'avis](avis@cinema-l'aurore.fr)"] }],
      },
    });
    const [loaded] = loadPages(dir, []);
    expect(loaded!.title).toBe("L’offre d’été");
    expect(loaded!.blocks[0]).toEqual({
      type: "text",
      heading: "Qu’est-ce\u202F?",
      paragraphs: ["Voir [l’accès](/acces/?lieu=l'aurore#plan)\u00A0: c’est là\u202F!"],
    });
    expect(loaded!.blocks[1]).toMatchObject({
      links: [
        { label: "Plan d’accès", to: "https://plan.example/l'aurore" },
        { label: "Devis", to: "/api/startticketing/redirect", post: { requestData: "groupe d'amis", note: "l'été" } },
      ],
    });
    expect(loaded!.modals[0]).toEqual({
      id: "conditions",
      title: "L’offre",
      paragraphs: ["Lire [l’avis](avis@cinema-l'aurore.fr)"],
    });
  });

  it("refuses a custom-showtimes page without a criterion", () => {
    const dir = contentWith({ "tarifs.json": { ...page, template: "showtimes", selection: {} } });
    expect(() => loadPages(dir, [])).toThrow(/selection: choose at least one criterion/);
  });
});
