import { describe, expect, it } from "vitest";
import { isRefreshSuccessWithoutPeachCode } from "./loyalty-client";

const tokens = { boxofficeSessionToken: "s", boxofficeRefreshSessionToken: "r" };
const member = { memberId: "1" };

describe("isRefreshSuccessWithoutPeachCode (SPEC §7 refresh answers)", () => {
  it.each([
    [{ statusCode: 0, memberDetails: member, sessionManagementTokens: tokens }],
    [{ statusCode: 200, memberDetails: member, sessionManagementTokens: tokens }],
  ])("accepts %j", (body) => {
    expect(isRefreshSuccessWithoutPeachCode(body)).toBe(true);
  });

  it.each([
    [null],
    ["text"],
    [{ statusCode: 401, memberDetails: member, sessionManagementTokens: tokens }],
    [{ statusCode: "200", memberDetails: member, sessionManagementTokens: tokens }],
    [{ statusCode: 200, sessionManagementTokens: tokens }],
    [{ statusCode: 200, memberDetails: member }],
    [{ statusCode: 200, memberDetails: member, sessionManagementTokens: { ...tokens, boxofficeRefreshSessionToken: "" } }],
    // With a peachCode, the peachCode decides (here a refusal).
    [{ peachCode: 2, statusCode: 200, memberDetails: member, sessionManagementTokens: tokens }],
  ])("refuses %j", (body) => {
    expect(isRefreshSuccessWithoutPeachCode(body)).toBe(false);
  });
});
