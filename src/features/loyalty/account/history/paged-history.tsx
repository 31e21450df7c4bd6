import { useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { SecondaryButton } from "../../../../components/button";
import { HISTORY_PAGE_SIZE, useHistory, type HistoryEntries, type HistoryKind } from "./history-query";
import { historyMessages as m } from "./messages";

const EntryList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  max-width: 40rem;

  > li {
    padding: 0.875rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.brand4};
    border-left: 4px solid ${({ theme }) => theme.palette.accent};
    border-radius: ${({ theme }) => theme.radii.content};
    background: ${({ theme }) => theme.palette.background};
    line-height: 1.5;
  }
`;

/**
 * One history section: loading, error (logged by the client; the member stays logged in), empty and
 * list states, and « Afficher plus » while the last answer filled the page asked for.
 */
export function PagedHistory<K extends HistoryKind>({
  kind,
  title,
  empty,
  renderEntry,
  entryKey,
}: {
  kind: K;
  title: string;
  empty: string;
  renderEntry: (entry: HistoryEntries[K]) => ReactNode;
  entryKey: (entry: HistoryEntries[K]) => string;
}) {
  const intl = useIntl();
  const [maxResults, setMaxResults] = useState(HISTORY_PAGE_SIZE);
  const query = useHistory(kind, maxResults);
  const headingId = `account-history-${kind}`;
  const entries = query.data ?? [];
  const mayHaveMore = query.data !== undefined && entries.length >= maxResults;
  let body: ReactNode;
  if (query.isPending) body = <p role="status">{intl.formatMessage(m.loading)}</p>;
  else if (query.isError && query.data === undefined)
    body = (
      <p role="alert">
        {intl.formatMessage(m.failed)}{" "}
        <SecondaryButton type="button" onClick={() => void query.refetch()}>
          {intl.formatMessage(m.retry)}
        </SecondaryButton>
      </p>
    );
  else if (entries.length === 0) body = <p>{empty}</p>;
  else
    body = (
      <>
        <EntryList>
          {entries.map((entry) => (
            <li key={entryKey(entry)}>{renderEntry(entry)}</li>
          ))}
        </EntryList>
        {mayHaveMore && (
          <SecondaryButton
            type="button"
            aria-disabled={query.isFetching}
            onClick={query.isFetching ? undefined : () => setMaxResults((n) => n + HISTORY_PAGE_SIZE)}
          >
            {intl.formatMessage(query.isFetching ? m.loadingMore : m.showMore)}
          </SecondaryButton>
        )}
      </>
    );
  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching}>
      <h2 id={headingId}>{title}</h2>
      {body}
    </section>
  );
}
