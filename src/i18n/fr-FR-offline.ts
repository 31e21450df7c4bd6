/** French texts of the colour mode, the page-loading indicator, the offline page and the update notice. */
export const frOfflineMessages: Record<string, string> = {
  "layout.colorMode.dark": "Thème sombre",
  "navigation.loading": "Chargement de la page…",
  "offline.title": "Vous êtes hors ligne",
  "offline.text": "Cette page n’a pas encore été ouverte sur cet appareil : elle s’affichera dès le retour de la connexion.",
  "offline.cached.title": "Pages disponibles hors ligne",
  "offline.cached.none": "Les pages que vous ouvrez en ligne sont gardées sur cet appareil et listées ici.",
  "offline.update.available": "Nouvelle version disponible",
  "offline.update.reload": "Recharger",
};
