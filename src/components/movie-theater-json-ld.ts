import { absoluteUrl, paths } from "../config/paths";
import type { TheaterSummary } from "../config/site-config";

/** schema.org MovieTheater, shared by the theatre page and every ScreeningEvent. */
export const movieTheaterJsonLd = (theater: TheaterSummary) => ({
  "@type": "MovieTheater",
  "@id": absoluteUrl(`${paths.theater()}#cinema`),
  name: theater.name,
  url: absoluteUrl(paths.theater()),
  telephone: theater.phone,
  email: theater.email,
  screenCount: theater.screenCount,
  address: {
    "@type": "PostalAddress",
    streetAddress: theater.address.street,
    postalCode: theater.address.postalCode,
    addressLocality: theater.address.city,
    addressCountry: theater.address.country,
  },
  geo: { "@type": "GeoCoordinates", latitude: theater.geo.latitude, longitude: theater.geo.longitude },
});
