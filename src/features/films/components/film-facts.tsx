import { useIntl } from "react-intl";
import styled from "styled-components";
import type { Film } from "../../../domain/film";
import { formatCalendarDate } from "../../../i18n/format-date-time";
import { filmPageMessages } from "../film-page-messages";
import { formatDuration } from "../format-duration";

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 1rem 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
  }
`;

/** The film's metadata as a definition list. */
export function FilmFacts({ film }: { film: Film }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(filmPageMessages.directedBy), intl.formatList(film.directors)],
    [
      intl.formatMessage(filmPageMessages.cast),
      intl.formatList(
        film.cast.map((c) => (c.role ? intl.formatMessage(filmPageMessages.castRole, { name: c.name, role: c.role }) : c.name)),
      ),
    ],
    [intl.formatMessage(filmPageMessages.genres), intl.formatList(film.genres)],
    [intl.formatMessage(filmPageMessages.originalTitle), film.originalTitle],
    [intl.formatMessage(filmPageMessages.productionYear), String(film.productionYear)],
    [intl.formatMessage(filmPageMessages.countries), intl.formatList(film.countries)],
  ];
  return (
    <List>
      {rows
        .filter(([, value]) => value !== "")
        .map(([term, value]) => (
          <div key={term} style={{ display: "contents" }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </List>
  );
}

export function FilmRuntimeAndRelease({ film }: { film: Pick<Film, "durationMinutes" | "releaseDate"> }) {
  const intl = useIntl();
  const release = film.releaseDate
    ? intl.formatMessage(filmPageMessages.releaseDate, { date: formatCalendarDate(intl, film.releaseDate) })
    : intl.formatMessage(filmPageMessages.releaseUnknown);
  return (
    <span>
      {formatDuration(film.durationMinutes)} · {release}
    </span>
  );
}
