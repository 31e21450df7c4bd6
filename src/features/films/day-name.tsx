import { useMemo } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { siteConfig } from "../../config/site-config";
import {
  DATE_SLOT,
  dayNameAttributes,
  dayNameText,
  dayRelation,
  type DayNameForm,
  type DayWords,
} from "../../lib/programme/day-names";
import { zonedDate } from "../../lib/play-week";
import { longDayLabel, shortDayLabel } from "./day-label";
import { dayNameMessages } from "./day-name-messages";

/** The words of day names in the site's language (lib/programme/day-names.ts). */
export const dayWords = (intl: IntlShape): DayWords => ({
  today: intl.formatMessage(dayNameMessages.today),
  tomorrow: intl.formatMessage(dayNameMessages.tomorrow),
  todayLong: intl.formatMessage(dayNameMessages.todayLong, { date: DATE_SLOT }),
  tomorrowLong: intl.formatMessage(dayNameMessages.tomorrowLong, { date: DATE_SLOT }),
});

export const useDayWords = (): DayWords => {
  const intl = useIntl();
  return useMemo(() => dayWords(intl), [intl]);
};

/**
 * A day's name as seen at `now` (« Aujourd’hui », « Demain, jeudi 27 novembre », « ven. 28 nov. »…). The head script
 * renames it by the visitor's date before the first paint; hydrated, React keeps that text (it may differ from the
 * build's) and renders the same once it has the visitor's clock.
 */
export function DayName({ date, form, now }: { date: string; form: DayNameForm; now: Date }) {
  const intl = useIntl();
  const words = useDayWords();
  const dateText = form === "short" ? shortDayLabel(intl, date) : longDayLabel(intl, date);
  const relation = dayRelation(date, zonedDate(now, siteConfig.timeZone));
  return (
    <span {...dayNameAttributes(date, form, dateText)} suppressHydrationWarning>
      {dayNameText(form, relation, dateText, words)}
    </span>
  );
}
