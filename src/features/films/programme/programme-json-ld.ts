import { absoluteUrl, paths } from "../../../config/paths";

/**
 * schema.org ItemList of the programme's films, in the listing's order: a summary page whose items are
 * the film pages (each with its own Movie), the shape search engines read for a carousel of films.
 */
export function programmeJsonLd(films: readonly { id: string; slug: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: films.map((film, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: absoluteUrl(paths.film(film)),
    })),
  };
}
