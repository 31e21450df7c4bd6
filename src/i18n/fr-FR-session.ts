/** French texts of the member session and favourites (session helper). */
export const frSessionMessages: Record<string, string> = {
  "loyalty.favorites.filmUndecided": "Mes films",
};
