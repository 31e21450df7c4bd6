import { describe, expect, it } from "vitest";
import { isSessionTokenShaped, MAX_SESSION_TOKEN_LENGTH } from "./session-token";

describe("isSessionTokenShaped (the one token rule of cookie, proxy and sandbox)", () => {
  it.each(["a", "abc.DEF-1_~+/=", "x".repeat(MAX_SESSION_TOKEN_LENGTH)])("accepts %j", (value) => {
    expect(isSessionTokenShaped(value)).toBe(true);
  });

  it.each(["", "x".repeat(MAX_SESSION_TOKEN_LENGTH + 1), "a b", "a\nb", "a\tb", "é"])("refuses %j", (value) => {
    expect(isSessionTokenShaped(value)).toBe(false);
  });
});
