import type { ReactNode } from "react";
import type { FilmSummary } from "../../../../domain/film";
import { FilmCard } from "../../components/film-card";
import { FilmGrid } from "../../components/film-listing";

export interface FilmsProps {
  now: Date;
  renderActions?: (film: FilmSummary) => ReactNode;
}

/** The later films as the rest of the listing shows films: a grid of cards linked to their pages. */
export function LaterFilmGrid({ films, now, renderActions }: FilmsProps & { films: readonly FilmSummary[] }) {
  return (
    <FilmGrid>
      {films.map((film) => (
        <li key={film.id} data-film={film.id}>
          <FilmCard film={film} now={now} actions={renderActions?.(film)} />
        </li>
      ))}
    </FilmGrid>
  );
}
