import type { Page } from "@playwright/test";
import { movioTrackerUrl, MOVIO_ORIGIN } from "../../../src/lib/tracking/vendors";

/**
 * Stand-in for the cinema marketing tracker's script, following the command-queue interface the site
 * uses (docs/consent-analytics-ads.md, "Cinema marketing tracker"): it replays the commands queued in
 * `window.movio.q`, then takes new ones directly; `init` names the customer (and starts the tracker),
 * `identify` and `track` send a hit to {origin}/collect, `optOut` stops it until the next `init`.
 */
function movioStandIn(origin: string) {
  type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
  const w = window as unknown as { movio?: Queue };
  let customer = "";
  let optedOut = false;
  const run = (args: unknown[]) => {
    const [command, ...rest] = args;
    if (command === "init") {
      customer = String(rest[0]);
      optedOut = false;
    }
    if (command === "optOut") optedOut = true;
    if (optedOut || (command !== "identify" && command !== "track")) return;
    const hit = new URLSearchParams({ c: customer, cmd: command });
    if (command === "identify") hit.set("h", String(rest[0]));
    else {
      hit.set("e", String(rest[0]));
      for (const [key, value] of Object.entries((rest[1] ?? {}) as Record<string, string>)) hit.set(key, value);
    }
    void fetch(`${origin}/collect?${hit}`, { mode: "no-cors", keepalive: true });
  };
  (w.movio?.q ?? []).forEach(run);
  w.movio = (...args: unknown[]) => run(args);
}

/** Answers the tracker's script for `customerId` with the stand-in; returns the scripts and hits seen. */
export async function routeMovio(page: Page, customerId: string) {
  const seen = { scripts: [] as string[], hits: [] as URL[] };
  await page.route(movioTrackerUrl(customerId), (route) => {
    seen.scripts.push(route.request().url());
    return route.fulfill({
      contentType: "application/javascript",
      body: `(${movioStandIn.toString()})(${JSON.stringify(MOVIO_ORIGIN)});`,
    });
  });
  await page.route(`${MOVIO_ORIGIN}/collect?**`, (route) => {
    seen.hits.push(new URL(route.request().url()));
    return route.fulfill({ status: 204 });
  });
  return seen;
}
