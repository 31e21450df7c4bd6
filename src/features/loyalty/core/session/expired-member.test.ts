// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { EXPIRED_EMAIL, DEMO_EMAIL, setUpTestLoyalty } from "../test-support/test-loyalty-backend";
import { logIn } from "./log-in";
import { readSessionCookie } from "./session-cookie";
import { hasSessionCookie, memberCountsAsLoggedIn } from "./session-presence";

const backend = setUpTestLoyalty();
const PASSWORD = "Cinema-2026!";

describe("an expired member counts as absent (SPEC §4, expired logins not allowed: the default)", () => {
  it("logs in as expired: the cookie is marked, so analytics' isLoggedIn is false", async () => {
    expect(await logIn({ email: EXPIRED_EMAIL, password: PASSWORD })).toMatchObject({ kind: "expired" });
    expect(hasSessionCookie()).toBe(true);
    expect(readSessionCookie()).toMatchObject({ expired: true });
    expect(memberCountsAsLoggedIn()).toBe(false);
  });

  it("a member whose membership runs counts as logged in", async () => {
    expect(await logIn({ email: DEMO_EMAIL, password: PASSWORD })).toMatchObject({ kind: "logged-in" });
    expect(readSessionCookie()).not.toHaveProperty("expired");
    expect(memberCountsAsLoggedIn()).toBe(true);
  });

  it("no session, or a cookie that does not parse: not logged in", () => {
    expect(backend.calls).toEqual([]);
    expect(memberCountsAsLoggedIn()).toBe(false);
    document.cookie = "token_clubcgr=%7Bnot-json; path=/";
    expect(memberCountsAsLoggedIn()).toBe(false);
  });
});
