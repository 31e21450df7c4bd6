/**
 * The chunks every page loads after hydration, named where they are imported (`webpackChunkName`, in
 * src/app/browser-hooks.ts, src/features/offline/service-worker-start.ts, src/components/site-link/prefetch-later.ts
 * and src/components/layout/site-footer.tsx): the service worker precaches them
 * (src/builder/writers/write-service-worker.ts), as a page opened offline before the worker kept them would otherwise
 * miss them.
 */
export const EVERY_PAGE_CHUNKS = ["navigation-progress", "service-worker-registration", "link-prefetch", "color-mode-toggle"];
