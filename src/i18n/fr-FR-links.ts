/** French texts of the site's links, the website manager's preview, the film search and the content pages. */
export const frLinksMessages: Record<string, string> = {
  "links.opensInNewWindow": "(s’ouvre dans une nouvelle fenêtre)",
  "contentPages.closeModal": "Fermer",
  "contentPages.noShowtimes": "Aucune séance n’est programmée pour le moment.",
  "layout.footer.prices": "Tarifs",
  "layout.footer.accessibility": "Accessibilité",
  "layout.footer.previews": "Avant-premières",
};
