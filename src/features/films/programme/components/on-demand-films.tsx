import { useState } from "react";
import { useIntl } from "react-intl";
import { paths } from "../../../../config/paths";
import { SecondaryButton } from "../../../../components/button";
import { useHydrated } from "../../../../components/use-hydrated";
import { programmeMessages } from "../messages";
import type { LaterFilm, LaterWeek } from "../../../../lib/programme/programme-film";
import { LaterFilmGrid, type FilmsProps } from "./later-film-grid";

const fetchWeek = async (key: string): Promise<LaterFilm[]> => {
  const response = await fetch(paths.programmeWeek(key));
  if (!response.ok) throw new Error(`${response.status} for week ${key}`);
  const films: unknown = await response.json();
  if (!Array.isArray(films)) throw new Error(`week ${key} is not a list`);
  return films as LaterFilm[];
};

type State = { status: "idle" | "loading" | "failed" } | { status: "loaded"; films: LaterFilm[] };

/** Weeks the page does not carry: their number of films and a button that loads their files (those `keep` keeps). */
export function OnDemandFilms({
  weeks,
  now,
  keep = () => true,
  renderActions,
}: FilmsProps & { weeks: readonly LaterWeek[]; keep?: (film: LaterFilm) => boolean }) {
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
  if (state.status === "loaded")
    return <LaterFilmGrid films={state.films.filter(keep)} now={now} renderActions={renderActions} />;
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
