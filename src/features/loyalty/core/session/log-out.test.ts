// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { callLoyalty } from "../api/loyalty-client";
import { setUpTestLoyalty } from "../test-support/test-loyalty-backend";
import { logOut } from "./log-out";
import { readSessionCookie } from "./session-cookie";

const backend = setUpTestLoyalty();

describe("logOut on a version-3 site (SPEC §7, real proxy and sandbox)", () => {
  it("sends Logout with cancelAssociatedOrder true and the refresh token as userSessionId; the session ends", async () => {
    const { token, refreshToken } = await backend.logInMarie();
    await logOut();
    expect(backend.upstream).toEqual([
      { path: "/Member/v3/Logout", body: { cancelAssociatedOrder: true, userSessionId: refreshToken } },
    ]);
    expect(readSessionCookie()).toBeNull();
    // The backend ended the session: its token no longer opens the member's details.
    const after = await callLoyalty("getMemberV3", { tokens: { token, refreshToken } });
    expect(after).toMatchObject({ kind: "answer", data: { peachCode: 2 } });
  });
});
