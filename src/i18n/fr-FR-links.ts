/** French texts of the site's links, the website manager's preview, the film search and the content pages. */
export const frLinksMessages: Record<string, string> = {
  "links.opensInNewWindow": "(s’ouvre dans une nouvelle fenêtre)",
};
