import type { ComponentProps, MouseEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { isPlainLeftClick } from "../../../../components/site-link/plain-click";
import { useResolvedLink } from "../../../../components/site-link/use-resolved-link";
import { programmeMessages } from "../messages";
import { showtimeGroupEnding } from "../../../../lib/programme/programme-attributes";
import { dayStrip, dayStripItem, dayStripItemChosen } from "../../components/day-strip";
import { DayName } from "../../day-name";

const Days = styled.ul`
  ${dayStrip}
`;

const Day = styled.a`
  ${dayStripItem}

  &[aria-current="date"] {
    ${dayStripItemChosen}
  }
`;

/**
 * A day chip: a plain anchor whatever its target, which goes from a place in the page (`#jour-…`, before the island
 * read the address) to the day's address (`?jour=…`, resolved as any site link: the campaign's utm_ carried). The
 * element stays the same as the island takes over: a tap pressed on a replaced element and released on the new one
 * made no click (lost in WebKit and Chromium, `npm run bench:engines`). Its plain click is the picker's.
 */
function DayChip({ to, ...props }: { to: string } & Omit<ComponentProps<typeof Day>, "href">) {
  const resolved = useResolvedLink(to);
  return (
    <Day
      href={resolved.kind === "internal" ? resolved.to : resolved.kind === "hash" ? `#${resolved.id}` : undefined}
      {...props}
    />
  );
}

/** A day of the picker, with the start of its last showtime: its chip is hidden once that has begun (programme-dom.ts). */
export interface PickerDay {
  date: string;
  end: string;
}

/**
 * The days of the programme. Before hydration (and without JavaScript) each links to its day further down
 * the page; then a day is chosen in place and kept in the URL. Each chip keeps its element throughout (DayChip).
 */
export function DayPicker({
  dates,
  chosen,
  now,
  hrefFor,
  onChoose,
}: {
  dates: readonly PickerDay[];
  chosen: string | undefined;
  now: Date;
  hrefFor: (date: string) => string;
  onChoose?: (date: string) => void;
}) {
  const intl = useIntl();
  const choose = (date: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onChoose || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onChoose(date);
  };
  return (
    <nav aria-label={intl.formatMessage(programmeMessages.dayPicker)}>
      {/* Chromium leaves a focused day that shows in part where it is: the whole day is brought into view, clear of
          the row's fade. (No scroll snapping in this row: it moved a day brought into view by a few pixels, back out
          of it.) */}
      <Days onFocus={(event) => event.target.scrollIntoView({ block: "nearest", inline: "nearest" })}>
        {dates.map(({ date, end }) => (
          <li key={date} {...showtimeGroupEnding(end)}>
            <DayChip to={hrefFor(date)} aria-current={date === chosen ? "date" : undefined} onClick={choose(date)}>
              <DayName date={date} form="short" now={now} />
            </DayChip>
          </li>
        ))}
      </Days>
    </nav>
  );
}
