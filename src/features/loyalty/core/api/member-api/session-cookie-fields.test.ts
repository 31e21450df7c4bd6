import { describe, expect, it } from "vitest";
import type { MemberDetails } from "../types";
import { toSessionCookie } from "./session-cookie-fields";

const member = { memberId: "10000001" } as MemberDetails;
const tokens = { boxofficeSessionToken: "session-1", boxofficeRefreshSessionToken: "refresh-1" };

describe("toSessionCookie (SPEC §3 cookie fields per version)", () => {
  it("version 3 keeps only the tokens", () => {
    expect(toSessionCookie({ memberDetails: member, sessionManagementTokens: tokens }, 3, null, 1000)).toEqual({
      cypherVersion: 3,
      token: "session-1",
      refreshToken: "refresh-1",
      refreshedAt: 1000,
    });
  });

  it("version 1 adds userSessionId, memberId and encryptedSessionId from the login", () => {
    const cookie = toSessionCookie(
      { memberDetails: member, sessionManagementTokens: tokens, userSessionId: "u-1", encryptedSessionId: "e-1" },
      1,
      null,
      1000,
    );
    expect(cookie).toEqual({
      cypherVersion: 1,
      token: "session-1",
      refreshToken: "refresh-1",
      userSessionId: "u-1",
      memberId: "10000001",
      encryptedSessionId: "e-1",
      refreshedAt: 1000,
    });
  });

  it("a version-1 refresh keeps the session's userSessionId and encryptedSessionId", () => {
    const previous = toSessionCookie(
      { memberDetails: member, sessionManagementTokens: tokens, userSessionId: "u-1", encryptedSessionId: "e-1" },
      1,
      null,
      1000,
    );
    const refreshed = toSessionCookie(
      { memberDetails: member, sessionManagementTokens: { boxofficeSessionToken: "s2", boxofficeRefreshSessionToken: "r2" } },
      1,
      previous,
      2000,
    );
    expect(refreshed).toMatchObject({
      token: "s2",
      refreshToken: "r2",
      userSessionId: "u-1",
      encryptedSessionId: "e-1",
      refreshedAt: 2000,
    });
  });
});
