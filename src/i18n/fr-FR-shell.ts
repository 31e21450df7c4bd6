/** French texts of the site's shell (header, menu) and of the film page's booking links. */
export const frShellMessages: Record<string, string> = {
  "layout.nav.programmeShortcut": "Séances",
  "layout.menu": "Menu",
  "films.accessibility.ad": "audiodescription",
  "films.accessibility.adShort": "AD",
  "films.accessibility.sdh": "sous-titres pour sourds et malentendants",
  "films.accessibility.sdhShort": "ST-SME",
  "films.day.today": "Aujourd’hui",
  "films.day.tomorrow": "Demain",
  "films.showtimeDays": "Jours de séances",
  "films.versionsShown": "Versions",
  "films.bookShowtimePrefix": "Réserver {title}, {day} à",
};
