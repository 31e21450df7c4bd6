import { useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { paths } from "../../../../config/paths";
import { siteConfig } from "../../../../config/site-config";
import type { FilmSummary } from "../../../../content/film";
import { SecondaryButton } from "../../../../components/button";
import { playWeekIndex, type PlayWeekBucket } from "../../../../lib/play-week";
import { FilmCard } from "../../components/film-card";
import { bucketTitles, FilmGrid } from "../../components/film-listing";
import { programmeMessages } from "../messages";
import { UNDATED_KEY, type LaterWeek } from "../../../../lib/programme/programme-film";

const bucketOfWeek = (key: string, now: Date): PlayWeekBucket => {
  if (key === UNDATED_KEY) return "NEXT_PLAYWEEK_UNDETERMINED";
  const index = playWeekIndex(key, now, siteConfig.timeZone);
  if (index <= 2) return "NEXT_PLAYWEEK_2";
  return index === 3 ? "NEXT_PLAYWEEK_3" : "BEYOND_NEXT_PLAYWEEK_3";
};

const fetchWeek = async (key: string): Promise<FilmSummary[]> => {
  const response = await fetch(paths.programmeWeek(key));
  if (!response.ok) throw new Error(`${response.status} for week ${key}`);
  const films: unknown = await response.json();
  if (!Array.isArray(films)) throw new Error(`week ${key} is not a list`);
  return films as FilmSummary[];
};

type State = { status: "idle" | "loading" | "failed" } | { status: "loaded"; films: FilmSummary[] };

function LaterBucket({
  bucket,
  weeks,
  now,
  renderActions,
}: {
  bucket: PlayWeekBucket;
  weeks: LaterWeek[];
  now: Date;
  renderActions?: (film: FilmSummary) => ReactNode;
}) {
  const intl = useIntl();
  const [state, setState] = useState<State>({ status: "idle" });
  const load = () => {
    setState({ status: "loading" });
    Promise.all(weeks.map((week) => fetchWeek(week.key)))
      .then((lists) => setState({ status: "loaded", films: lists.flat() }))
      .catch((error: unknown) => {
        console.error(error);
        setState({ status: "failed" });
      });
  };
  const count = weeks.reduce((sum, week) => sum + week.films, 0);
  return (
    <section aria-labelledby={`bucket-${bucket}`} data-bucket={bucket}>
      <h2 id={`bucket-${bucket}`}>{intl.formatMessage(bucketTitles[bucket])}</h2>
      {state.status === "loaded" ? (
        <FilmGrid>
          {state.films.map((film) => (
            <li key={film.id}>
              <FilmCard film={film} now={now} actions={renderActions?.(film)} />
            </li>
          ))}
        </FilmGrid>
      ) : (
        <p aria-live="polite">
          {intl.formatMessage(programmeMessages.laterFilms, { count })}{" "}
          {state.status === "failed" && intl.formatMessage(programmeMessages.loadFailed)}{" "}
          <SecondaryButton type="button" onClick={load} disabled={state.status === "loading"}>
            {intl.formatMessage(
              state.status === "loading"
                ? programmeMessages.loading
                : state.status === "failed"
                  ? programmeMessages.retry
                  : programmeMessages.showLater,
            )}
          </SecondaryButton>
        </p>
      )}
    </section>
  );
}

/** The programme after next week, by bucket: each loads its weeks' files when the visitor asks. */
export function LaterWeeks({
  weeks,
  now,
  renderActions,
}: {
  weeks: readonly LaterWeek[];
  now: Date;
  renderActions?: (film: FilmSummary) => ReactNode;
}) {
  const buckets = new Map<PlayWeekBucket, LaterWeek[]>();
  for (const week of weeks) {
    const bucket = bucketOfWeek(week.key, now);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), week]);
  }
  return (
    <>
      {[...buckets].map(([bucket, ofBucket]) => (
        <LaterBucket key={bucket} bucket={bucket} weeks={ofBucket} now={now} renderActions={renderActions} />
      ))}
    </>
  );
}
