/**
 * SPEC §4: when the page's build hash differs from the deployed one, one full reload per browser
 * session, never a loop. Gatsby reloads at start-up on a mismatch but forgets it on the next page
 * (it clears its flag once a page renders), and every client-side navigation with a mismatch becomes a
 * full navigation. If a reload did not cure the mismatch (a cache serving stale HTML or a stale
 * app-data.json), reloading again will not either: after the session's one reload we keep Gatsby from
 * reloading and let client-side navigation work with what was loaded.
 */

/** Gatsby's own flag (production-app.js): "1" while its one start-up reload is under way. */
const GATSBY_RELOAD_KEY = "gatsby-reload-compilation-hash-match";
const SESSION_RELOADED_KEY = "cinema-build-hash-reloaded";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Before Gatsby loads the page (onClientEntry). */
export function limitBuildHashReloads(): void {
  const store = sessionStore();
  if (!store) return;
  if (store.getItem(GATSBY_RELOAD_KEY) === "1") store.setItem(SESSION_RELOADED_KEY, "1");
  if (store.getItem(SESSION_RELOADED_KEY) === "1") store.setItem(GATSBY_RELOAD_KEY, "1");
}

interface GatsbyWindow {
  ___webpackCompilationHash?: string;
  ___loader?: { loadPageSync(path: string): { page?: { webpackCompilationHash?: string } } | undefined };
}

/** After the first render (onInitialClientRender): still mismatched after the session's reload, stop chasing it. */
export function acceptBuildHashAfterReload(pathname: string): void {
  const store = sessionStore();
  if (store?.getItem(SESSION_RELOADED_KEY) !== "1") return;
  const w = window as unknown as GatsbyWindow;
  const deployed = w.___loader?.loadPageSync(pathname)?.page?.webpackCompilationHash;
  if (!deployed || deployed === w.___webpackCompilationHash) return;
  console.warn(
    `Build ${w.___webpackCompilationHash ?? "?"} still differs from the deployed ${deployed} after this session's reload: not reloading again.`,
  );
  w.___webpackCompilationHash = deployed;
}
