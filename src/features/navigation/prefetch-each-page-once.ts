/** What a link gets back from `___loader.enqueue` (site-link/prefetch.ts): aborted out of view or gone. */
interface PrefetchHandle {
  abort(): void;
}

interface PrefetchingLoader {
  enqueue(path: string): PrefetchHandle | undefined;
}

const NOTHING_QUEUED: PrefetchHandle = { abort: () => undefined };

/**
 * A link queues the path it leads to with its query (`/films/?jour=…`, `/connexion/?retour=…`), and
 * its loader queues every such path apart: the programme's fourteen day links filled the prefetch batches
 * (4 every 3 s, SPEC §9) with the page already shown, and film pages waited behind them. This queues each
 * page once, by its path without the query, while any link to it wants it, and never the page shown.
 */
export function prefetchEachPageOnce(loader: PrefetchingLoader, shownPath: () => string): void {
  const enqueue = loader.enqueue.bind(loader);
  const queued = new Map<string, { handle: PrefetchHandle | undefined; links: number }>();
  loader.enqueue = (path) => {
    const page = path.split(/[?#]/)[0]!;
    if (page === shownPath()) return NOTHING_QUEUED;
    let entry = queued.get(page);
    if (!entry) {
      entry = { handle: enqueue(page), links: 0 };
      queued.set(page, entry);
    }
    entry.links += 1;
    const held = entry;
    let released = false;
    return {
      abort: () => {
        if (released) return;
        released = true;
        held.links -= 1;
        if (held.links > 0) return;
        queued.delete(page);
        held.handle?.abort();
      },
    };
  };
}
