import { useState } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import type { Projection, ShowtimeAccessibility } from "../../../../domain/film-values";
import { SecondaryButton } from "../../../../components/button";
import { NO_FILTERS, type ProgrammeFilters } from "../filters";
import { filterMessages } from "../filter-messages";

const Panel = styled.details`
  margin: 0;
  border: 2px solid ${({ theme }) => theme.palette.muted};
  border-radius: ${({ theme }) => theme.radii.content};

  summary {
    min-height: 44px;
    padding: 0.6rem 1rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }
`;

/**
 * As many columns as fit (one on a phone, four on a desktop), without a media query: this panel's rules are inserted
 * after the page has started, and an `@media` rule inserted then restyles the whole listing (docs/performance.md).
 */
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  align-items: start;
  gap: 1rem;
  padding: 0 1rem 1rem;

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 0.25rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
  }
  input {
    /* A label that wraps onto two lines must not squeeze its box. */
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.palette.primary};
  }
`;

const versionChoices: [ProgrammeFilters["version"], MessageDescriptor][] = [
  [null, filterMessages.anyVersion],
  ["VF", filterMessages.versionVF],
  ["VOST", filterMessages.versionVOST],
];
const accessibilityChoices: [ShowtimeAccessibility, MessageDescriptor][] = [
  ["AD", filterMessages.accessibilityAD],
  ["SDH", filterMessages.accessibilitySDH],
  ["RELAX", filterMessages.accessibilityRelax],
];

const activeCount = (filters: ProgrammeFilters) =>
  [filters.version, filters.format, filters.previewsOnly || null].filter((value) => value !== null).length +
  filters.accessibility.length;

/** The programme's filters; every change applies at once (and goes into the URL). */
export function ProgrammeFiltersPanel({
  filters,
  formats,
  onChange,
}: {
  filters: ProgrammeFilters;
  formats: readonly Projection[];
  onChange: (filters: ProgrammeFilters) => void;
}) {
  const intl = useIntl();
  const set = (changes: Partial<ProgrammeFilters>) => onChange({ ...filters, ...changes });
  const toggleAccessibility = (value: ShowtimeAccessibility) =>
    set({
      accessibility: filters.accessibility.includes(value)
        ? filters.accessibility.filter((a) => a !== value)
        : [...filters.accessibility, value],
    });
  const count = activeCount(filters);
  // Opened at first when the URL brings filters; then the visitor's choice.
  const [open, setOpen] = useState(count > 0);
  return (
    <Panel open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {intl.formatMessage(filterMessages.filters)}
        {count > 0 && ` (${intl.formatMessage(filterMessages.activeFilters, { count })})`}
      </summary>
      <Form onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>{intl.formatMessage(filterMessages.version)}</legend>
          {versionChoices.map(([value, label]) => (
            <label key={value ?? "any"}>
              <input type="radio" name="version" checked={filters.version === value} onChange={() => set({ version: value })} />
              {intl.formatMessage(label)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{intl.formatMessage(filterMessages.accessibility)}</legend>
          {accessibilityChoices.map(([value, label]) => (
            <label key={value}>
              <input
                type="checkbox"
                checked={filters.accessibility.includes(value)}
                onChange={() => toggleAccessibility(value)}
              />
              {intl.formatMessage(label)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{intl.formatMessage(filterMessages.format)}</legend>
          {[null, ...formats].map((value) => (
            <label key={value ?? "any"}>
              <input type="radio" name="format" checked={filters.format === value} onChange={() => set({ format: value })} />
              {value ?? intl.formatMessage(filterMessages.anyFormat)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{intl.formatMessage(filterMessages.events)}</legend>
          <label>
            <input type="checkbox" checked={filters.previewsOnly} onChange={() => set({ previewsOnly: !filters.previewsOnly })} />
            {intl.formatMessage(filterMessages.previews)}
          </label>
          {count > 0 && (
            <SecondaryButton type="button" onClick={() => onChange(NO_FILTERS)}>
              {intl.formatMessage(filterMessages.clearFilters)}
            </SecondaryButton>
          )}
        </fieldset>
      </Form>
    </Panel>
  );
}
