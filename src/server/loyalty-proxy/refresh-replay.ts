import { createHash } from "node:crypto";
import type { ServerResponse } from "../http/types";

/**
 * How long a refresh's answer is given again for the same refresh token. The backend replaces the refresh token
 * at each refresh; an answer lost on its way back (the member left or reloaded the page, the phone lost its
 * signal mid-refresh) would leave the browser with a token the backend has already refused, and the member logged
 * out at the next page. Within this time the same token gets the same answer, as identity providers' « reuse
 * interval » does; after it, a replayed token is refused by the backend as before.
 */
export const REFRESH_REPLAY_MS = 60_000;
/** Bounds the memory: the oldest answers go first (a minute's refreshes of a large cinema circuit). */
const MAX_KEPT = 20_000;

interface Kept {
  response: ServerResponse;
  until: number;
}

/** Keyed by a hash: the proxy's memory never holds a usable refresh token as a key. */
const keyOf = (route: string, refreshToken: string) => createHash("sha256").update(`${route}\n${refreshToken}`).digest("hex");

/** This process's recent refresh answers (docs/proxy.md: one instance; several would share it through Redis). */
export class RefreshReplay {
  private readonly kept = new Map<string, Kept>();

  recall(route: string, refreshToken: string, now: number): ServerResponse | undefined {
    const key = keyOf(route, refreshToken);
    const kept = this.kept.get(key);
    if (kept && kept.until > now) return kept.response;
    if (kept) this.kept.delete(key);
    return undefined;
  }

  keep(route: string, refreshToken: string, response: ServerResponse, now: number): void {
    this.kept.set(keyOf(route, refreshToken), { response, until: now + REFRESH_REPLAY_MS });
    for (const [key, kept] of this.kept) {
      if (this.kept.size <= MAX_KEPT && kept.until > now) break;
      this.kept.delete(key);
    }
  }
}
