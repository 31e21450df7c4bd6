import { useMemo } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { pageHeadScriptData } from "../../../lib/programme/head-script-handle";
import type { CountWords } from "../../../lib/programme/programme-dom";
import { programmeMessages } from "./messages";

const CATEGORIES = ["one", "other"] as const;

/**
 * A day's count line in the site's language (« 3 films, 6 séances »), as templates (lib/programme/programme-dom.ts
 * `countText`): the message formatted with a count of each plural category, the counts then made slots.
 */
export function countWords(intl: IntlShape): CountWords {
  const rules = new Intl.PluralRules(intl.locale);
  const counts = Array.from({ length: 100 }, (_, count) => count);
  const one = counts.filter((count) => rules.select(count) === "one");
  const sample = { one, other: counts.filter((count) => rules.select(count) !== "one") };
  const templates: Record<string, string> = {};
  for (const films of CATEGORIES) {
    for (const showtimes of CATEGORIES) {
      const filmCount = sample[films][0]!;
      const showtimeCount = sample[showtimes].find((count) => count !== filmCount)!;
      templates[`${films} ${showtimes}`] = intl
        .formatMessage(programmeMessages.showtimeCount, { films: filmCount, showtimes: showtimeCount })
        .replace(new RegExp(`\\b${filmCount}\\b`), "{films}")
        .replace(new RegExp(`\\b${showtimeCount}\\b`), "{showtimes}");
    }
  }
  return { templates, one, none: intl.formatMessage(programmeMessages.noShowtimeForFilters) };
}

/**
 * The count words of the page: those the build wrote for the head script (head-script-data.ts), computed only where
 * a page has none. Setting up Intl's plural rules costs about 4 ms on a phone, at the listing's hydration.
 */
export function useCountWords(): CountWords {
  const intl = useIntl();
  return useMemo(() => pageHeadScriptData()?.count ?? countWords(intl), [intl]);
}
