/** French texts of the programme (listing by day, filters, calendar, home page). */
export const frProgrammeMessages: Record<string, string> = {
  "films.accessibility.relax": "Ciné-relax",
};
