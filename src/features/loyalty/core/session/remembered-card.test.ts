// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { clearSessionCookie } from "./session-cookie";
import { forgetCard, readRememberedCard, rememberCard } from "./remembered-card";

afterEach(() => forgetCard());

describe("the card kept on the device", () => {
  it("keeps the last card number shown", () => {
    rememberCard("7712000000000001");
    rememberCard("7712000000000002");
    expect(readRememberedCard()).toBe("7712000000000002");
  });

  it("keeps nothing for a member without a card", () => {
    rememberCard("7712000000000001");
    rememberCard("");
    expect(readRememberedCard()).toBeNull();
  });

  it("is gone once the session ends on the device", () => {
    rememberCard("7712000000000001");
    clearSessionCookie();
    expect(readRememberedCard()).toBeNull();
  });
});
