import type { ReactNode } from "react";
import styled from "styled-components";
import { paths } from "../../../config/paths";
import { theaterConfig } from "../../../config/site-config";
import type { Showtime } from "../../../domain/film";
import { ShowtimeLink } from "./showtime-link";

const Times = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: stretch;
    gap: 0.25rem;
  }
`;

export interface DayShowtimeLinksProps {
  title: string;
  originalLanguage: string;
  showtimes: readonly Showtime[];
  /** Controls beside a showtime (the film page's calendar button, after hydration). */
  renderShowtimeExtra?: (showtime: Showtime) => ReactNode;
}

/** One day's showtimes of a film, each a booking link (the film page's day tabs and the all-days list). */
export function DayShowtimeLinks({ title, originalLanguage, showtimes, renderShowtimeExtra }: DayShowtimeLinksProps) {
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
          {renderShowtimeExtra?.(showtime)}
        </li>
      ))}
    </Times>
  );
}
