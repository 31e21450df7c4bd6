interface GatsbyLoader {
  enqueue(path: string): unknown;
  hovering(path: string): unknown;
}

const loader = () => (window as unknown as { ___loader?: GatsbyLoader }).___loader;

/** The page a link leads to, judged when the link comes into view or under the pointer: null for none to fetch. */
type PageOf = () => string | null;

const pageOfLink = new WeakMap<Element, PageOf>();

/** The one observer, made by the IntersectionObserver in place (tests sharing a window each put in their own). */
let watch: { madeBy: typeof IntersectionObserver; observer: IntersectionObserver } | undefined;

/**
 * Queues a page in Gatsby's loader, by its path without the query (a link keeps its query, `/films/?jour=…`, and the
 * loader would queue each query apart: the programme's day links filled its batches with the page shown), once, and
 * never the page shown.
 */
function queue(path: string, queued: Set<string>) {
  const page = path.split(/[?#]/)[0]!;
  if (page === window.location.pathname || queued.has(page)) return;
  queued.add(page);
  loader()?.enqueue(page);
}

/** What the observer does with the links it sees come into view, queuing each page in `queued` once. */
const onView = (queued: Set<string>) => (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
  for (const { target, isIntersecting } of entries) {
    if (!isIntersecting) continue;
    observer.unobserve(target);
    const page = pageOfLink.get(target)?.();
    if (page) queue(page, queued);
  }
};

let hoverHeard = false;

/** A pointer over a watched link: Gatsby's loader fetches its page at once. */
function onHover(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest("a[href]");
  const page = link && pageOfLink.get(link)?.();
  if (page) loader()?.hovering(page);
}

/**
 * What Gatsby's Link does for each link, with one IntersectionObserver and one listener for all: a link's page is
 * queued (`queue`) once the link comes into view, and fetched ahead by the loader's rules (after 3 s, by batches, not
 * on a slow connection); under the pointer, at once. Without IntersectionObserver (as Gatsby's Link) nothing is
 * fetched for being in view. A link's page is its href unless `pageOf` says otherwise. Returns the watch's end.
 */
export function prefetchWhenInView(link: Element, pageOf: PageOf = () => link.getAttribute("href")): () => void {
  if (!hoverHeard) document.addEventListener("mouseover", onHover);
  hoverHeard = true;
  pageOfLink.set(link, pageOf);
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  if (watch?.madeBy !== IntersectionObserver) {
    watch = { madeBy: IntersectionObserver, observer: new IntersectionObserver(onView(new Set())) };
  }
  const { observer } = watch;
  observer.observe(link);
  return () => observer.unobserve(link);
}
