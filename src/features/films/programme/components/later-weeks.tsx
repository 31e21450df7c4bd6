import { useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { paths } from "../../../../config/paths";
import { siteConfig } from "../../../../config/site-config";
import type { FilmSummary } from "../../../../content/film";
import { SecondaryButton } from "../../../../components/button";
import { useHydrated } from "../../../../components/use-hydrated";
import { FilmCard } from "../../components/film-card";
import { bucketTitles, FilmGrid } from "../../components/film-listing";
import { programmeMessages } from "../messages";
import type { LaterWeek } from "../../../../lib/programme/programme-film";
import {
  inlineLaterFilms,
  isInline,
  weeksByBucket,
  type LaterBucket,
  type ListingLaterWeek,
} from "../../../../lib/programme/inline-later-weeks";

const fetchWeek = async (key: string): Promise<FilmSummary[]> => {
  const response = await fetch(paths.programmeWeek(key));
  if (!response.ok) throw new Error(`${response.status} for week ${key}`);
  const films: unknown = await response.json();
  if (!Array.isArray(films)) throw new Error(`week ${key} is not a list`);
  return films as FilmSummary[];
};

type State = { status: "idle" | "loading" | "failed" } | { status: "loaded"; films: FilmSummary[] };

interface FilmsProps {
  now: Date;
  renderActions?: (film: FilmSummary) => ReactNode;
}

/** The later films as the rest of the listing shows films: a grid of cards linked to their pages. */
function LaterFilmGrid({ films, now, renderActions }: FilmsProps & { films: readonly FilmSummary[] }) {
  return (
    <FilmGrid>
      {films.map((film) => (
        <li key={film.id}>
          <FilmCard film={film} now={now} actions={renderActions?.(film)} />
        </li>
      ))}
    </FilmGrid>
  );
}

/** Weeks the page does not carry: their number of films and a button that loads their files. */
function OnDemandFilms({ weeks, now, renderActions }: FilmsProps & { weeks: readonly LaterWeek[] }) {
  const intl = useIntl();
  const [state, setState] = useState<State>({ status: "idle" });
  const hydrated = useHydrated();
  const load = () => {
    setState({ status: "loading" });
    Promise.all(weeks.map((week) => fetchWeek(week.key)))
      .then((lists) => setState({ status: "loaded", films: lists.flat() }))
      .catch((error: unknown) => {
        console.error(error);
        setState({ status: "failed" });
      });
  };
  if (state.status === "loaded") return <LaterFilmGrid films={state.films} now={now} renderActions={renderActions} />;
  const count = weeks.reduce((sum, week) => sum + week.films, 0);
  return (
    <p aria-live="polite">
      {intl.formatMessage(programmeMessages.laterFilms, { count })}{" "}
      {state.status === "failed" && intl.formatMessage(programmeMessages.loadFailed)}{" "}
      {/* Until hydration a tap would do nothing: the button keeps its place, unseen and out of reach. */}
      <SecondaryButton
        type="button"
        onClick={load}
        disabled={state.status === "loading"}
        style={hydrated ? undefined : { visibility: "hidden" }}
      >
        {intl.formatMessage(
          state.status === "loading"
            ? programmeMessages.loading
            : state.status === "failed"
              ? programmeMessages.retry
              : programmeMessages.showLater,
        )}
      </SecondaryButton>
    </p>
  );
}

function LaterBucketSection({
  bucket,
  weeks,
  now,
  renderActions,
}: FilmsProps & { bucket: LaterBucket; weeks: ListingLaterWeek[] }) {
  const intl = useIntl();
  const inline = inlineLaterFilms(weeks);
  const onDemand = weeks.filter((week): week is LaterWeek => !isInline(week));
  return (
    <section aria-labelledby={`bucket-${bucket}`} data-bucket={bucket}>
      <h2 id={`bucket-${bucket}`}>{intl.formatMessage(bucketTitles[bucket])}</h2>
      {inline.length > 0 && <LaterFilmGrid films={inline} now={now} renderActions={renderActions} />}
      {onDemand.length > 0 && <OnDemandFilms weeks={onDemand} now={now} renderActions={renderActions} />}
    </section>
  );
}

/**
 * The programme after next week, by bucket: the films of the weeks the page carries (all of them for a small
 * programme, see inline-later-weeks.ts), then, for the others, a button that loads their weeks' files.
 */
export function LaterWeeks({ weeks, now, renderActions }: FilmsProps & { weeks: readonly ListingLaterWeek[] }) {
  return (
    <>
      {[...weeksByBucket(weeks, now, siteConfig.timeZone)].map(([bucket, ofBucket]) => (
        <LaterBucketSection key={bucket} bucket={bucket} weeks={ofBucket} now={now} renderActions={renderActions} />
      ))}
    </>
  );
}
