import { loadOnDemand } from "../load-on-demand";
import type * as PrefetchModule from "./prefetch";

type Prefetch = typeof PrefetchModule;

let loading: Promise<Prefetch> | undefined;

/** prefetch.ts, out of the first load: Gatsby's loader fetches nothing ahead in a page's first 3 s anyway. */
const prefetch = () => (loading ??= loadOnDemand(() => import(/* webpackChunkName: "link-prefetch" */ "./prefetch")));

/**
 * prefetch.ts's `prefetchWhenInView` once its code is in (offline, without it: nothing is fetched ahead); a ref
 * callback as it is (React gives no element once it has the watch's end).
 */
export function prefetchWhenInView(link: Element | null, pageOf?: () => string | null): () => void {
  const watching = prefetch().then(
    (module) => (link ? module.prefetchWhenInView(link, pageOf) : () => undefined),
    () => () => undefined,
  );
  return () => void watching.then((stop) => stop());
}
