import styled from "styled-components";
import { paths } from "../../../config/paths";
import { theaterConfig } from "../../../config/site-config";
import type { Showtime } from "../../../content/film";
import { ShowtimeLink } from "./showtime-link";

const Times = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One day's showtimes of a film, each a booking link (the film page's day tabs and the all-days list). */
export function DayShowtimeLinks({
  title,
  originalLanguage,
  showtimes,
}: {
  title: string;
  originalLanguage: string;
  showtimes: readonly Showtime[];
}) {
  return (
    <Times>
      {showtimes.map((showtime) => (
        <li key={showtime.perfCode}>
          <ShowtimeLink
            title={title}
            originalLanguage={originalLanguage}
            showtime={showtime}
            to={paths.booking({ theaterCode: theaterConfig.id, perfCode: showtime.perfCode })}
          />
        </li>
      ))}
    </Times>
  );
}
