/** French texts of the consent banner link, analytics and ads. */
export const frConsentMessages: Record<string, string> = {
  "consent.manageCookies": "Gérer mes cookies",
  "ads.advertisement": "Publicité",
};
