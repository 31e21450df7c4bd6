import { useIntl } from "react-intl";
import styled from "styled-components";
import type { Showtime } from "../../../content/film";
import { formatClock, formatDay } from "../../../i18n/format-date-time";
import { filmMessages } from "../messages";

const Link = styled.a`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-width: 5.5rem;
  min-height: 44px;
  padding: 0.4rem 0.75rem;
  border: 2px solid ${({ theme }) => theme.palette.accent};
  border-radius: ${({ theme }) => theme.radii.buttons};
  color: ${({ theme }) => theme.palette.primary};
  text-decoration: none;
  transition: background ${({ theme }) => theme.durations.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.palette.accent};
  }
`;

const Time = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: 1.125rem;
`;

const Details = styled.span`
  font-size: 0.8125rem;
`;

/** Short and spoken labels of a showing's version; the original version of a French film is "VF". */
function versionLabels(version: Showtime["version"], originalLanguage: string) {
  if (version === "Localization.Version.Original" && originalLanguage !== "fr") {
    return [filmMessages.versionOriginal, filmMessages.versionOriginalLong] as const;
  }
  return [filmMessages.versionDubbed, filmMessages.versionDubbedLong] as const;
}

const accessibilityLabels = {
  AD: filmMessages.accessibilityAD,
  SDH: filmMessages.accessibilitySDH,
  RELAX: filmMessages.accessibilityRelax,
} as const;

export interface ShowtimeLinkProps {
  title: string;
  originalLanguage: string;
  showtime: Showtime;
  href: string;
}

export function ShowtimeLink({ title, originalLanguage, showtime, href }: ShowtimeLinkProps) {
  const intl = useIntl();
  const start = new Date(showtime.start);
  const [shortVersion, longVersion] = versionLabels(showtime.version, originalLanguage);
  const accessibility = showtime.accessibility.map((a) => intl.formatMessage(accessibilityLabels[a]));
  const label = [
    intl.formatMessage(filmMessages.bookShowtime, {
      title,
      day: formatDay(intl, start),
      time: formatClock(intl, start),
      version: intl.formatMessage(longVersion),
      projection: showtime.projection,
      screen: showtime.screen,
    }),
    ...accessibility,
  ].join(", ");
  return (
    <Link href={href} aria-label={label} data-perf-code={showtime.perfCode}>
      <Time>{formatClock(intl, start)}</Time>
      <Details>{[intl.formatMessage(shortVersion), showtime.projection, ...showtime.accessibility].join(" · ")}</Details>
    </Link>
  );
}
