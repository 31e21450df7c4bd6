import { render } from "@testing-library/react";
import { useEffect, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { TrackingRecord } from "../core/tracking-record";
import { shownTrackingRecord, useTrackingRecord } from "./use-tracking-record";

const FILM_PAGE: TrackingRecord = {
  kind: "film",
  film: { id: "1", title: "Film 1", releaseDate: null, showtimes: [] },
};
const LISTING: TrackingRecord = { kind: "listing", films: [{ id: "1", showtimes: [["1"]] }] };

/** Stands for the page wrapper: reports, in its effect, the record of the page it wraps. */
function Wrapper({ pathname, reported, children }: { pathname: string; reported: TrackingRecord[]; children: ReactNode }) {
  useEffect(() => {
    reported.push(shownTrackingRecord());
  }, [pathname, reported]);
  return children;
}

function Template({ record }: { record: TrackingRecord }) {
  useTrackingRecord(record);
  return null;
}

describe("the record a template hands over", () => {
  it("is there when the wrapper reports the page, on the first page and after each navigation", () => {
    const reported: TrackingRecord[] = [];
    const page = (pathname: string, child: ReactNode) => (
      <Wrapper pathname={pathname} reported={reported}>
        {child}
      </Wrapper>
    );
    const { rerender, unmount } = render(page("/films/1-film/", <Template key="film" record={FILM_PAGE} />));
    rerender(page("/films/", <Template key="listing" record={LISTING} />));
    rerender(page("/cinema/", <p key="cinema">Cinéma</p>));
    expect(reported).toEqual([FILM_PAGE, LISTING, { kind: "other", films: [] }]);
    unmount();
  });
});
