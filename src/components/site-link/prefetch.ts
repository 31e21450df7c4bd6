/** What `___loader.enqueue` gives back (see prefetch-each-page-once.ts): the page is no longer wanted when aborted. */
interface PrefetchHandle {
  abort(): void;
}

interface GatsbyLoader {
  enqueue(path: string): PrefetchHandle | undefined | void;
  hovering(path: string): unknown;
}

const loader = () => (window as unknown as { ___loader?: GatsbyLoader }).___loader;

/** The page a link leads to, judged when the link first comes into view: null for none to fetch ahead. */
type PageOf = () => string | null;

interface Watched {
  pageOf: PageOf;
  queued?: PrefetchHandle | undefined;
}

const watched = new WeakMap<Element, Watched>();
/** The one observer, made by the IntersectionObserver in place (tests sharing a window each put in their own). */
let observer: { madeBy: typeof IntersectionObserver; watching: IntersectionObserver } | undefined;

function onView(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const link = watched.get(entry.target);
    if (!link) continue;
    if (entry.isIntersecting) {
      const page = link.pageOf();
      link.queued = page ? (loader()?.enqueue(page) ?? undefined) : undefined;
    } else {
      link.queued?.abort();
      link.queued = undefined;
    }
  }
}

/**
 * What Gatsby's Link does for each link, with one IntersectionObserver for all: while a link is in view its page is
 * queued in Gatsby's loader, which fetches it ahead by its own rules (after 3 s, by batches, not on a slow
 * connection); out of view or gone, it is no longer wanted. Without IntersectionObserver (as Gatsby's Link) nothing is
 * fetched for being in view. Returns the watch's end.
 */
export function prefetchWhileInView(link: Element, pageOf: PageOf): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  if (observer?.madeBy !== IntersectionObserver) {
    observer = { madeBy: IntersectionObserver, watching: new IntersectionObserver(onView) };
  }
  const { watching } = observer;
  watched.set(link, { pageOf });
  watching.observe(link);
  return () => {
    watching.unobserve(link);
    watched.get(link)?.queued?.abort();
    watched.delete(link);
  };
}

/** A pointer over a link: Gatsby's loader fetches its page at once. */
export function prefetchOnHover(page: string): void {
  loader()?.hovering(page);
}
