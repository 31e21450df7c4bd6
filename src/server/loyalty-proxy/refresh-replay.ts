import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { ServerResponse } from "../http/types";
import { MemoryReplayStore, type ReplayStore } from "./replay-stores";

/**
 * How long a refresh's answer is given again for the same refresh token. The backend replaces the refresh token
 * at each refresh; an answer lost on its way back (the member left or reloaded the page, the phone lost its
 * signal mid-refresh) would leave the browser with a token the backend has already refused, and the member logged
 * out at the next page. Within this time the same token gets the same answer, as identity providers' « reuse
 * interval » does; after it, a replayed token is refused by the backend as before.
 */
export const REFRESH_REPLAY_MS = 60_000;

const digest = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest();

interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  /** The body in base64, and whether it was bytes or text. */
  body: string;
  bytes: boolean;
}

const toStored = ({ status, headers, body }: ServerResponse): StoredResponse =>
  typeof body === "string"
    ? { status, headers, body: Buffer.from(body).toString("base64"), bytes: false }
    : { status, headers, body: Buffer.from(body).toString("base64"), bytes: true };

const fromStored = ({ status, headers, body, bytes }: StoredResponse): ServerResponse => {
  const raw = Buffer.from(body, "base64");
  return { status, headers, body: bytes ? new Uint8Array(raw) : raw.toString() };
};

/**
 * The answers of recent refreshes, in the store every instance shares (replay-stores.ts). Each is found by a hash of
 * the route and the refresh token and sealed (AES-256-GCM) with a key derived from the token: the store, Redis
 * included, never holds a usable token, and what it holds opens only for the one who sends the replaced token.
 */
export class RefreshReplay {
  constructor(private readonly store: ReplayStore = new MemoryReplayStore()) {}

  /** The answer kept for this token; none when there is none or the store cannot be reached (the backend decides). */
  async recall(route: string, refreshToken: string, now: number): Promise<ServerResponse | undefined> {
    const sealed = await this.store.get(this.keyOf(route, refreshToken), now).catch(() => undefined);
    if (!sealed) return undefined;
    try {
      const [iv, tag, text] = sealed.split(".").map((part) => Buffer.from(part, "base64"));
      const decipher = createDecipheriv("aes-256-gcm", digest("seal", refreshToken), iv!);
      decipher.setAuthTag(tag!);
      const json = Buffer.concat([decipher.update(text!), decipher.final()]).toString();
      return fromStored(JSON.parse(json) as StoredResponse);
    } catch {
      return undefined;
    }
  }

  /** Keeps a successful refresh's answer; a store that cannot be reached keeps nothing (the refresh still answers). */
  async keep(route: string, refreshToken: string, response: ServerResponse, now: number): Promise<void> {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", digest("seal", refreshToken), iv);
    const text = Buffer.concat([cipher.update(JSON.stringify(toStored(response))), cipher.final()]);
    const sealed = [iv, cipher.getAuthTag(), text].map((part) => part.toString("base64")).join(".");
    await this.store.set(this.keyOf(route, refreshToken), sealed, REFRESH_REPLAY_MS, now).catch(() => undefined);
  }

  private keyOf(route: string, refreshToken: string): string {
    return `refresh-replay:${digest("find", route, refreshToken).toString("hex")}`;
  }
}
