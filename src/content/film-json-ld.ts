import { movieTheaterJsonLd } from "../config/movie-theater-json-ld";
import { absoluteUrl, paths } from "../config/paths";
import { theaterConfig, type TheaterSummary } from "../config/site-config";
import type { Film } from "../domain/film";
import { jsonLdText, type JsonLdText } from "../lib/json-ld";
import { upcomingShowtimes } from "../lib/play-week";
import { posterJpegUrl } from "../lib/responsive-image";

const isoDuration = (minutes: number) => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;
const contentRating = { TP: "Tous publics", "12": "-12", "16": "-16", "18": "-18" } as const;

/**
 * schema.org Movie with one ScreeningEvent per showtime still to come at build
 * time, so search engines can show showtimes (past ones would be stale events).
 */
export function filmJsonLd(film: Film, theater: TheaterSummary, buildTime: Date) {
  const url = absoluteUrl(paths.film(film));
  const poster = posterJpegUrl(film);
  const movie = {
    "@type": "Movie",
    "@id": `${url}#film`,
    name: film.title,
    alternateName: film.originalTitle !== film.title ? film.originalTitle : undefined,
    url,
    image: poster && absoluteUrl(poster),
    description: film.synopsis,
    duration: isoDuration(film.durationMinutes),
    genre: film.genres,
    dateCreated: String(film.productionYear),
    datePublished: film.releaseDate ?? undefined,
    contentRating: `CNC ${contentRating[film.classification.rating]}`,
    countryOfOrigin: film.countries.map((name) => ({ "@type": "Country", name })),
    director: film.directors.map((name) => ({ "@type": "Person", name })),
    actor: film.cast.map(({ name }) => ({ "@type": "Person", name })),
  };
  const theaterNode = movieTheaterJsonLd(theater);
  const events = upcomingShowtimes(film.showtimes, buildTime).map((showtime) => ({
    "@type": "ScreeningEvent",
    name: film.title,
    startDate: showtime.start,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    videoFormat: showtime.projection,
    inLanguage: showtime.version === "Format.Sound.Dubbed" ? "fr" : film.originalLanguage,
    subtitleLanguage: showtime.version === "Localization.Version.Original" && film.originalLanguage !== "fr" ? "fr" : undefined,
    location: { "@id": theaterNode["@id"] },
    workPresented: { "@id": movie["@id"] },
    offers: {
      "@type": "Offer",
      url: absoluteUrl(paths.booking({ theaterCode: theater.id, perfCode: showtime.perfCode })),
      availability: "https://schema.org/InStock",
    },
  }));
  return { "@context": "https://schema.org", "@graph": [movie, theaterNode, ...events] };
}

/**
 * A film page's JSON-LD as its <head> writes it (the cinema of site.json): computed by the build and handed in the
 * page's context (src/builder/pages.ts), so no browser bundle carries the code that computes it.
 */
export const filmPageJsonLd = (film: Film, buildTime: Date): JsonLdText => jsonLdText(filmJsonLd(film, theaterConfig, buildTime));
