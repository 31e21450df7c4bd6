import type { ReactNode } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import { siteConfig } from "../../../config/site-config";
import type { FilmSummary } from "../../../domain/film";
import { PLAY_WEEK_BUCKETS, toPlayWeekBucket, type PlayWeekBucket } from "../../../lib/play-week";
import { listingMessages } from "../listing-messages";
import { orderFilms } from "../order-films";
import { FilmCard } from "./film-card";

export const bucketTitles: Record<PlayWeekBucket, MessageDescriptor> = {
  CURRENT_PLAYWEEK: listingMessages.bucketCurrent,
  NEXT_PLAYWEEK_1: listingMessages.bucketNext1,
  NEXT_PLAYWEEK_2: listingMessages.bucketNext2,
  NEXT_PLAYWEEK_3: listingMessages.bucketNext3,
  BEYOND_NEXT_PLAYWEEK_3: listingMessages.bucketBeyond,
  NEXT_PLAYWEEK_UNDETERMINED: listingMessages.bucketUndetermined,
};

/** The grid of film cards of the listing: as a day's films (day-films.tsx), one column, two from 1,024 px. */
export const FilmGrid = styled.ul`
  display: grid;
  gap: 1.5rem;
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.up(2)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Groups films by play-week bucket, in the site's order. */
export function groupFilmsByBucket(films: readonly FilmSummary[], now: Date) {
  const ordered = orderFilms(films, siteConfig.movieOrderIndex);
  return PLAY_WEEK_BUCKETS.map((bucket) => ({
    bucket,
    films: ordered.filter((film) => toPlayWeekBucket(film, now, siteConfig.timeZone) === bucket),
  })).filter((group) => group.films.length > 0);
}

export function FilmListing({
  films,
  now,
  buckets = PLAY_WEEK_BUCKETS,
  renderActions,
  eagerPosters = 0,
}: {
  films: readonly FilmSummary[];
  now: Date;
  buckets?: readonly PlayWeekBucket[];
  renderActions?: (film: FilmSummary) => ReactNode;
  /** How many of the first posters load at once: those in view at the first paint (none below other content). */
  eagerPosters?: number;
}) {
  const intl = useIntl();
  const groups = groupFilmsByBucket(films, now).filter((group) => buckets.includes(group.bucket));
  if (groups.length === 0) return <p>{intl.formatMessage(listingMessages.emptyProgramme)}</p>;
  let posterIndex = 0;
  return (
    <>
      {groups.map(({ bucket, films: inBucket }) => (
        <section key={bucket} aria-labelledby={`bucket-${bucket}`} data-bucket={bucket}>
          <h2 id={`bucket-${bucket}`}>{intl.formatMessage(bucketTitles[bucket])}</h2>
          <FilmGrid>
            {inBucket.map((film) => (
              <li key={film.id} data-film={film.id}>
                <FilmCard film={film} now={now} eagerPoster={posterIndex++ < eagerPosters} actions={renderActions?.(film)} />
              </li>
            ))}
          </FilmGrid>
        </section>
      ))}
    </>
  );
}
