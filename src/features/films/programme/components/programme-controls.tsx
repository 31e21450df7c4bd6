import { lazy } from "react";
import styled from "styled-components";
import { LazyPart } from "../../../../components/lazy-part";
import { useHydrated } from "../../../../components/use-hydrated";
import type { Projection } from "../../../../domain/film-values";
import { toProgrammeQuery, type ProgrammeFilters } from "../filters";
import type { useProgrammeQuery } from "../use-programme-query";
import { dayId } from "../../../../lib/programme/programme-attributes";
import { DayPicker, type PickerDay } from "./day-picker";

/**
 * Keeps the filters' place while they load after hydration: no layout shift. The space below is the slot's
 * own margin, not the panel's: WebKit lets a child's margin collapse through a min-height box (16 px shift).
 */
const FiltersSlot = styled.div`
  min-height: calc(44px + 4px);
  margin-bottom: 1rem;
`;

/**
 * Shown after hydration only (they act on the URL): not part of the page's first-load JavaScript. Its chunk is
 * named so that page-loading.spec.ts can make it fail.
 */
const ProgrammeFiltersPanel = lazy(() =>
  import(/* webpackChunkName: "programme-filters" */ "./programme-filters").then((m) => ({ default: m.ProgrammeFiltersPanel })),
);

type ProgrammeQuery = ReturnType<typeof useProgrammeQuery>;

/**
 * The listing's controls, in its island above the static programme: the day picker (before hydration each day links
 * to its place further down; then a day is chosen in place and kept in the address) and the filters.
 */
export function ProgrammeControls({
  dates,
  formats,
  now,
  chosen,
  query: { query, update },
}: {
  dates: readonly PickerDay[];
  formats: readonly Projection[];
  now: Date;
  chosen: string | undefined;
  query: ProgrammeQuery;
}) {
  // A day's address once the links have the page's query too (LinkProvider: once hydrated), else a campaign is lost.
  const linksHavePageQuery = useHydrated();
  const hrefFor = (date: string) =>
    query.ready && linksHavePageQuery ? toProgrammeQuery(date, query.filters) : `#${dayId(date)}`;
  return (
    <>
      <DayPicker
        dates={dates}
        chosen={chosen}
        now={now}
        hrefFor={hrefFor}
        onChoose={query.ready ? (date) => update(date, query.filters) : undefined}
      />
      <FiltersSlot>
        {query.ready && (
          <LazyPart fallback={null}>
            <ProgrammeFiltersPanel
              filters={query.filters}
              formats={formats}
              onChange={(next: ProgrammeFilters) => update(query.day, next)}
            />
          </LazyPart>
        )}
      </FiltersSlot>
    </>
  );
}
