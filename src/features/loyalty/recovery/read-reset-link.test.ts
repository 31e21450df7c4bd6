import { describe, expect, it } from "vitest";
import { readResetLink } from "./read-reset-link";
import { hasResetCode, mayPostAfterValidation } from "../core/api/member-api";

describe("readResetLink", () => {
  it("reads the reset code and e-mail, and gives the address without the code", () => {
    const { link, email, cleanHref } = readResetLink("https://site.fr/reinitialiser-mot-de-passe/?resetCode=abc&email=m%40x.fr");
    expect(link).toEqual({ resetCode: "abc", uid: null, token: null });
    expect(email).toBe("m@x.fr");
    expect(cleanHref).toBe("/reinitialiser-mot-de-passe/?email=m%40x.fr");
    expect(hasResetCode(link)).toBe(true);
  });

  it("reads uid and token (the provider that uses them) and removes both", () => {
    const { link, cleanHref } = readResetLink("https://site.fr/r/?uid=10000001&token=t0k&utm_source=mail");
    expect(link).toEqual({ resetCode: null, uid: "10000001", token: "t0k" });
    expect(cleanHref).toBe("/r/?utm_source=mail");
  });

  it("leaves an address without secrets alone", () => {
    const { link, cleanHref } = readResetLink("https://site.fr/r/?email=m%40x.fr");
    expect(cleanHref).toBeNull();
    expect(hasResetCode(link)).toBe(false);
    expect(hasResetCode({ resetCode: null, uid: "1", token: null })).toBe(false);
  });
});

describe("mayPostAfterValidation (SPEC §4)", () => {
  it.each([
    [200, 0, true],
    [200, 57, false],
    [400, 57, false],
    [0, 0, false],
    [undefined, 0, false],
  ] as const)("statusCode %s, peachCode %s → %s", (statusCode, peachCode, expected) => {
    expect(mayPostAfterValidation({ statusCode, peachCode })).toBe(expected);
  });
});
