import { absoluteUrl, paths } from "./paths";
import type { TheaterSummary } from "./site-config";

/** schema.org MovieTheater: the cinema page's and the home page's, and the place of every film page's ScreeningEvent. */
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
