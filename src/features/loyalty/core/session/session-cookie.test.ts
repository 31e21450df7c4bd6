// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { clearSessionCookie, readSessionCookie, USER_SESSION_ID_COOKIE, writeSessionCookie } from "./session-cookie";
import { hasSessionCookie, SESSION_COOKIE } from "./session-presence";

const v3 = { cypherVersion: 3 as const, token: "t", refreshToken: "r", refreshedAt: 1 };

describe("session cookie (SPEC §3 token_clubcgr)", () => {
  afterEach(() => clearSessionCookie());

  it("round-trips a version-3 session", () => {
    writeSessionCookie(v3, 720);
    expect(hasSessionCookie()).toBe(true);
    expect(readSessionCookie()).toEqual(v3);
  });

  it("stores a version-1 session and its userSessionId key", () => {
    const v1 = { ...v3, cypherVersion: 1 as const, userSessionId: "u", memberId: "m", encryptedSessionId: "e" };
    writeSessionCookie(v1, 720);
    expect(readSessionCookie()).toEqual(v1);
    expect(Cookies.get(USER_SESSION_ID_COOKIE)).toBe("u");
    clearSessionCookie();
    expect(Cookies.get(USER_SESSION_ID_COOKIE)).toBeUndefined();
  });

  it.each([
    ["not json"],
    [JSON.stringify({ token: "t" })],
    [JSON.stringify({ ...v3, cypherVersion: 2 })],
    [JSON.stringify({ ...v3, token: "" })],
  ])("removes a damaged cookie %s", (raw) => {
    Cookies.set(SESSION_COOKIE, raw);
    expect(readSessionCookie()).toBeNull();
    expect(hasSessionCookie()).toBe(false);
  });

  it("clears the session", () => {
    writeSessionCookie(v3, 720);
    clearSessionCookie();
    expect(readSessionCookie()).toBeNull();
  });
});
