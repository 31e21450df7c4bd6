/** French texts of the site's links, the website manager's preview, the film search and the content pages. */
export const frLinksMessages: Record<string, string> = {
  "links.opensInNewWindow": "(s’ouvre dans une nouvelle fenêtre)",
  "contentPages.closeModal": "Fermer",
  "search.label": "Rechercher un film",
  "search.placeholder": "Titre, réalisateur, acteur…",
  "search.results": "{count, plural, one {# film trouvé} other {# films trouvés}}",
  "search.noResults": "Aucun film trouvé",
  "search.loading": "Chargement des films…",
  "search.unavailable": "La recherche est indisponible pour le moment.",
  "contentPages.noShowtimes": "Aucune séance n’est programmée pour le moment.",
  "layout.footer.prices": "Tarifs",
  "layout.footer.mobileNavigation": "Liens rapides",
  "layout.footer.accessibility": "Accessibilité",
  "layout.footer.previews": "Avant-premières",
};
