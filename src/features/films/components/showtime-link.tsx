import { memo } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { SiteLink } from "../../../components/site-link/site-link";
import type { Showtime } from "../../../domain/film";
import { formatClock, formatDay } from "../../../i18n/format-date-time";
import { filmMessages } from "../messages";
import { accessibilityLabels, shortTags, versionLabels } from "../showtime-labels";

const Details = styled.span`
  font-size: 0.8125rem;
  white-space: nowrap;
`;

/**
 * A 44 px target whose border keeps 3:1 against the page (WCAG 1.4.11): the dark
 * amber "highlight" (#8A4B00, 7.4:1 on white), not the light amber accent (2.0:1).
 */
const Link = styled(SiteLink)`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 5.5rem;
  min-height: 44px;
  padding: 0.375rem 0.75rem;
  border: 2px solid ${({ theme }) => theme.palette.highlight};
  border-radius: ${({ theme }) => theme.radii.buttons};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.primary};
  line-height: 1.25;
  text-decoration: none;
  transition: background ${({ theme }) => theme.durations.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.palette.accent};
    color: ${({ theme }) => theme.palette.onAccent};
  }

  /* Styled from the link: no class on each showtime's time (a long programme has hundreds). */
  & > time {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: 1.125rem;
  }
`;

export interface ShowtimeLinkProps {
  title: string;
  originalLanguage: string;
  showtime: Showtime;
  /** The booking route (`paths.booking`): a site link, so the page's utm_ parameters follow it. */
  to: string;
}

/**
 * A booking link that shows the time and tags, named for screen readers with the film, the day, the tags' long forms
 * and the screen around them: its text, spaced as the name has it, is inside its name (WCAG 2.5.3, label in name; the
 * space is no flex item). The name is `aria-label`, not visually hidden text: two hidden spans a showtime were a third
 * of the style and layout work of showing a day (docs/performance.md).
 * Memoised: a page's render with the visitor's clock after hydration leaves the links of the same showtimes alone.
 */
export const ShowtimeLink = memo(function ShowtimeLink({ title, originalLanguage, showtime, to }: ShowtimeLinkProps) {
  const intl = useIntl();
  const spoken = [
    intl.formatMessage(versionLabels(showtime.version, originalLanguage)[1]),
    ...showtime.accessibility.map((a) => intl.formatMessage(accessibilityLabels[a][1])),
    showtime.screen,
  ];
  const clock = formatClock(intl, showtime.start);
  const tags = shortTags(intl, showtime, originalLanguage).join(" · ");
  const prefix = intl.formatMessage(filmMessages.bookShowtimePrefix, { title, day: formatDay(intl, showtime.start) });
  return (
    <Link to={to} data-perf-code={showtime.perfCode} aria-label={`${prefix} ${clock} ${tags} (${spoken.join(", ")})`}>
      <time dateTime={showtime.start}>{clock}</time> <Details>{tags}</Details>
    </Link>
  );
});
