// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdArrivalToken, startTokenLogin, takeArrivalToken } from "./token-arrival";

const visit = (address: string) => window.history.replaceState(null, "", address);
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  visit("/");
  vi.restoreAllMocks();
});

describe("takeArrivalToken (SPEC §2 query name token)", () => {
  it("returns the token and takes it out of the address bar, replacing the history entry", () => {
    visit("/films/?utm_source=billetterie&token=abc-123#seances");
    const entries = window.history.length;
    expect(takeArrivalToken()).toBe("abc-123");
    expect(address()).toBe("/films/?utm_source=billetterie#seances");
    expect(window.history.length).toBe(entries);
  });

  it("leaves a password-reset link alone: its uid and token are a reset code", () => {
    visit("/reinitialiser-mot-de-passe/?uid=10000001&token=code");
    expect(takeArrivalToken()).toBeNull();
    visit("/reinitialiser-mot-de-passe/?token=code");
    expect(takeArrivalToken()).toBeNull();
    visit("/films/?uid=10000001&token=code");
    expect(takeArrivalToken()).toBeNull();
    expect(address()).toBe("/films/?uid=10000001&token=code");
  });

  it("without a token: nothing, and the history is not touched", () => {
    const replace = vi.spyOn(window.history, "replaceState");
    visit("/films/?utm_source=x");
    replace.mockClear();
    expect(takeArrivalToken()).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe("login by token on the demo site (CGR: version 3)", () => {
  it("does nothing: login by token is a version-1 call", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    visit("/films/?token=abc");
    holdArrivalToken();
    startTokenLogin();
    expect(address()).toBe("/films/?token=abc");
    expect(sessionStorage.length).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
