import { lazy } from "react";
import { LazyPart } from "../../../../components/lazy-part";
import { useIntl } from "react-intl";
import { siteConfig } from "../../../../config/site-config";
import { bucketTitles } from "../../components/film-listing";
import type { LaterWeek } from "../../../../lib/programme/programme-film";
import { LaterFilmGrid, type FilmsProps } from "./later-film-grid";
import { weeksByBucket, type LaterBucket } from "../../../../lib/programme/inline-later-weeks";
import { inlineLaterFilms, isInline, type ListingLaterWeek } from "../../../../lib/programme/listing-later-week";

/** Only a large programme has weeks on demand: their code loads with them, not with every listing. */
const OnDemandFilms = lazy(() => import("./on-demand-films").then((m) => ({ default: m.OnDemandFilms })));

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
      {onDemand.length > 0 && (
        // The build renders the count and the button's place; in the browser the listing's island takes the slot
        // over (programme-enhancements.tsx): the listing's programme is a static part.
        <div data-on-demand-bucket={bucket}>
          <LazyPart fallback={null}>
            <OnDemandFilms weeks={onDemand} now={now} renderActions={renderActions} />
          </LazyPart>
        </div>
      )}
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
