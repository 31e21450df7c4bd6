import { useIntl } from "react-intl";
import styled from "styled-components";
import type { Film } from "../../../content/film";
import { formatCalendarDate } from "../../../i18n/format-date-time";
import { filmMessages } from "../messages";
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
    [intl.formatMessage(filmMessages.directedBy), intl.formatList(film.directors)],
    [
      intl.formatMessage(filmMessages.cast),
      intl.formatList(
        film.cast.map((c) => (c.role ? intl.formatMessage(filmMessages.castRole, { name: c.name, role: c.role }) : c.name)),
      ),
    ],
    [intl.formatMessage(filmMessages.genres), intl.formatList(film.genres)],
    [intl.formatMessage(filmMessages.originalTitle), film.originalTitle],
    [intl.formatMessage(filmMessages.productionYear), String(film.productionYear)],
    [intl.formatMessage(filmMessages.countries), intl.formatList(film.countries)],
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
    ? intl.formatMessage(filmMessages.releaseDate, { date: formatCalendarDate(intl, film.releaseDate) })
    : intl.formatMessage(filmMessages.releaseUnknown);
  return (
    <span>
      {formatDuration(film.durationMinutes)} · {release}
    </span>
  );
}
