import { describe, expect, it } from "vitest";
import { portalReturnUrl, safePortalUrl } from "./portal-url";

const SANDBOX = "http://127.0.0.1:4010";

describe("safePortalUrl: only a portal address the member may be sent to", () => {
  it.each([
    ["https://billing.example.com/p/session/abc?x=1", "https://billing.example.com/p/session/abc?x=1"],
    [`${SANDBOX}/ticketing/payment-portal?session=PS1`, `${SANDBOX}/ticketing/payment-portal?session=PS1`],
  ])("follows %s", (answer, expected) => {
    expect(safePortalUrl(answer, SANDBOX)).toBe(expected);
  });

  it.each([
    ["javascript:alert(document.cookie)"],
    ["JavaScript:alert(1)"],
    [" javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["http://billing.example.com/p/session/abc"],
    ["http://127.0.0.1:4011/ticketing/payment-portal"],
    ["https://user:secret@billing.example.com/"],
    ["//billing.example.com/p"],
    ["/mon-compte/"],
    [""],
    [null],
    [42],
    [{ href: "https://billing.example.com/" }],
  ])("refuses %j", (answer) => {
    expect(safePortalUrl(answer, SANDBOX)).toBeNull();
  });

  it("the return address is « Mon profil » on the site's configured domain", () => {
    expect(portalReturnUrl()).toBe("https://www.cinema-aurore.fr/mon-compte/profil/");
  });
});
