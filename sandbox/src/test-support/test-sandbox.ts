import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UPSTREAM_CAPTCHA_HEADER, UPSTREAM_REFRESH_HEADER, UPSTREAM_SESSION_HEADER } from "../../../src/lib/loyalty-api";
import { buildSandboxApp, type SandboxOptions } from "../app";
import { readSiteSettings } from "../config/site";
import { DEMO_PASSWORD } from "../seed";

/** Films of the test catalogue: two released (Marie's favourites), one released spare, one without a release date. */
export const TEST_FILMS = { favoriteA: 1234567, favoriteB: 2345678, released: 3456789, unreleased: 4567890 } as const;

export interface CallOptions {
  body?: unknown;
  /** A raw body, sent as is (with `contentType`). */
  rawBody?: string;
  contentType?: string;
  token?: string;
  refreshToken?: string;
  /** Sent as the captcha response header. */
  captcha?: string;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
  text: string;
  contentType: string;
}

export interface TestSandbox {
  baseUrl: string;
  dir: string;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** Logs in a demo member; returns the session and refresh tokens. */
  login(email?: string, version?: 1 | 3): Promise<{ token: string; refreshToken: string; body: Record<string, unknown> }>;
  /** Moves the sandbox's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

function writeFilms(dir: string): string {
  const filmsDir = join(dir, "films");
  mkdirSync(filmsDir);
  const film = (id: number, title: string, releaseDate: string | null) =>
    writeFileSync(join(filmsDir, `${id}.json`), JSON.stringify({ id: String(id), title, releaseDate }));
  film(TEST_FILMS.favoriteA, "Premier film", "2026-10-01");
  film(TEST_FILMS.favoriteB, "Deuxième film", "2026-10-08");
  film(TEST_FILMS.released, "Troisième film", "2026-11-04");
  film(TEST_FILMS.unreleased, "Film sans date", null);
  return filmsDir;
}

/** A sandbox on a free port with its own temporary data file (and a cheap scrypt cost). */
export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), "loyalty-sandbox-"));
  let offset = 0;
  const app = await buildSandboxApp({
    dbFile: join(dir, "loyalty.sqlite"),
    filmsDir: writeFilms(dir),
    site: readSiteSettings(undefined, options.provider),
    scryptCost: 1024,
    now: () => Date.now() + offset,
    ...options,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const call = async (method: string, path: string, options: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = {};
    if (options.token !== undefined) headers[UPSTREAM_SESSION_HEADER] = options.token;
    if (options.refreshToken !== undefined) headers[UPSTREAM_REFRESH_HEADER] = options.refreshToken;
    if (options.captcha !== undefined) headers[UPSTREAM_CAPTCHA_HEADER] = options.captcha;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["content-type"] = options.contentType ?? "application/json";
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    const contentType = response.headers.get("content-type") ?? "";
    const parsed: unknown = contentType.includes("json") ? JSON.parse(text) : {};
    return { status: response.status, body: parsed as Record<string, unknown>, text, contentType };
  };

  const login: TestSandbox["login"] = async (email = "marie.dupont@example.fr", version = 3) => {
    const result = await call("POST", version === 3 ? "/Member/v3/Login" : "/Member/Login", {
      body: { email, password: DEMO_PASSWORD },
    });
    const tokens = result.body.sessionManagementTokens as { boxofficeSessionToken: string; boxofficeRefreshSessionToken: string };
    if (result.status !== 200) throw new Error(`login of ${email} failed: ${result.text}`);
    return { token: tokens.boxofficeSessionToken, refreshToken: tokens.boxofficeRefreshSessionToken, body: result.body };
  };

  return {
    baseUrl,
    dir,
    call,
    login,
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
