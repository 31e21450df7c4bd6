import { useIntl } from "react-intl";
import styled from "styled-components";
import type { Showtime } from "../../../domain/film";
import { filmPageMessages } from "../film-page-messages";
import { distinctTags } from "../showtime-labels";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 0.375rem;
    border: 1px solid ${({ theme }) => theme.palette.muted};
    border-radius: ${({ theme }) => theme.radii.buttons};
    font-size: 0.8125rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The versions, formats and accessible showings on offer (« VOST », « VF », « 3D », « AD »…). */
export function FilmVersions({ showtimes, originalLanguage }: { showtimes: readonly Showtime[]; originalLanguage: string }) {
  const intl = useIntl();
  const tags = distinctTags(intl, showtimes, originalLanguage);
  if (tags.length === 0) return null;
  return (
    <List aria-label={intl.formatMessage(filmPageMessages.versionsShown)}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </List>
  );
}
