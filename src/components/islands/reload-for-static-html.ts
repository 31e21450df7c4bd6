import { loadFromServer } from "../site-link/navigate";

const RELOADED_KEY = "cinema.staticHtmlReload";
/** A second reload of the same address within this time would be a loop. */
const LOOP_WINDOW_MS = 10_000;

/**
 * The page's static part is missing (the browser rendered the page itself): load the page from the server. Not
 * twice in a row for the same address (the page's hydration failing as a whole, say, would loop): the part then
 * stays empty, and the console says why.
 */
export function reloadForStaticHtml(region: string, now = Date.now()): void {
  const address = window.location.pathname + window.location.search;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? "null") as { address: string; at: number } | null;
    if (last?.address === address && now - last.at < LOOP_WINDOW_MS) {
      console.error(`The static part "${region}" of ${address} is still missing after a reload from the server.`);
      return;
    }
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ address, at: now }));
  } catch {
    // Storage refused: reload anyway (a loop would need the reload itself to fail the same way).
  }
  loadFromServer(window.location.href);
}
